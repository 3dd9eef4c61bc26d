import type { ApiResult } from '@atelier/shared';
import { FormPanel } from '@atelier/shared/kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { RecordForm } from '../RecordForm';
import { LineItemsEditor } from './LineItemsEditor';
import type { PricingValues } from './line-items';
import { useDocumentForm } from './use-document-form';

/** What a page gives a proposal's or invoice's form: answered `{ [key]: document }`. */
export type DocumentFormProps<V, K extends string, D> = {
  isOpen: boolean;
  mode: 'create' | 'edit';
  initial: V;
  currency: string;
  onSubmit: (values: V) => Promise<ApiResult<Record<K, D>>>;
  onSaved: (document: D) => void;
  onClose: () => void;
};

/** The form's fields, drawn by the document's own form; `lineItems` is the pricing editor. */
export type DocumentFields<V> = {
  values: V;
  update: (next: V) => void;
  messages: Record<string, string>;
  lineItems: ReactNode;
};

type DocumentFormPanelProps<V extends { pricing: PricingValues }, K extends string, D> = {
  /** Where the words are: `<section>.form.createTitle`, `.editTitle` and `.create`. */
  section: 'invoices' | 'proposals';
  /** The key of the saved document in the write's answer: `invoice`, `proposal`. */
  recordKey: K;
  validate: (values: V) => Record<string, string>;
  serverErrors: (fields: Record<string, string> | undefined, values: V) => Record<string, string>;
  children: (fields: DocumentFields<V>) => ReactNode;
} & DocumentFormProps<V, K, D>;

/**
 * Create or edit a draft proposal or invoice in a side panel, checked here before anything is
 * sent; the body mounts with the panel, so every opening starts from `initial`.
 */
export function DocumentFormPanel<V extends { pricing: PricingValues }, K extends string, D>(
  props: DocumentFormPanelProps<V, K, D>,
) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <FormPanel
      isOpen={props.isOpen}
      title={t(`${props.section}.form.${props.mode === 'create' ? 'createTitle' : 'editTitle'}`)}
      onClose={props.onClose}
    >
      <DocumentFormBody {...props} />
    </FormPanel>
  );
}

function DocumentFormBody<V extends { pricing: PricingValues }, K extends string, D>({
  section,
  recordKey,
  mode,
  initial,
  currency,
  validate,
  serverErrors,
  onSubmit,
  onSaved,
  onClose,
  children,
}: DocumentFormPanelProps<V, K, D>) {
  const { t } = useTranslation(NAMESPACE);
  const { formRef, values, update, messages, failure, isPending, handleSubmit } = useDocumentForm({
    initial,
    validate,
    serverErrors,
    submit: onSubmit,
    onSaved: (result) => onSaved(result[recordKey]),
  });
  const lineItems = (
    <LineItemsEditor
      values={values.pricing}
      currency={currency}
      errors={messages}
      onChange={(pricing) => update({ ...values, pricing })}
    />
  );
  return (
    <RecordForm
      form={{ formRef, handleSubmit, failure, isPending }}
      submitLabel={mode === 'create' ? t(`${section}.form.create`) : t('common.form.save')}
      onCancel={onClose}
    >
      {children({ values, update, messages, lineItems })}
    </RecordForm>
  );
}
