/**
 * Form state shared by the apps' forms (`@atelier/shared/forms`). Not in the root entry: the
 * public home page has no form of this kind and must not download it.
 */

export { type BindableForm, bindTextField, type TextKey } from './bind-field';
export { type FormStateOptions, useFormState } from './use-form-state';
