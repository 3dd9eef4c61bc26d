import { createContext, useContext } from 'react';
import type { FailureMessage } from './api-message';
import type { FieldError } from './validators';

/**
 * A form sent without the page's script (JavaScript off, docs/public-rendering.md "Forms
 * without JavaScript"): the server render draws it again with what the visitor sent and what
 * was wrong with it. Only the server render provides it; in the browser there is none, and
 * every form behaves as it always has.
 */
export type PostedForm = {
  /** Which form was sent: the get-started form, the sign-in form, the footer's newsletter. */
  form: 'lead' | 'login' | 'newsletter';
  /** What the visitor sent, field by field (a password is never drawn back). */
  values: Record<string, string>;
  /** The form's own rules' verdict (`validators.ts`), drawn as the browser draws them. */
  errors: Record<string, FieldError>;
  /** The server's words for a field (its `fields` answer). */
  serverErrors: Record<string, string>;
  /** Why the call failed, for the form's alert. */
  failure: FailureMessage | null;
};

export const PostedFormContext = createContext<PostedForm | null>(null);

/** What was sent to `form` without the page's script, if the page is its answer. */
export function usePostedForm(form: PostedForm['form']): PostedForm | null {
  const posted = useContext(PostedFormContext);
  return posted?.form === form ? posted : null;
}
