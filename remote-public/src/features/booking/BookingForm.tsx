import type { ApiFailure, ApiResult } from '@atelier/shared';
import { Button, TextAreaField, TextField } from '@atelier/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FailureMessage } from '../../common/api-message';
import { FailureAlert } from '../../common/FailureAlert';
import { formRules, useValidatedForm } from '../../common/use-validated-form';
import styles from './Booking.module.css';
import type { BookingField, BookingFormValues } from './booking-form-rules';
import { BOOKING_NAMESPACE } from './booking-i18n';

const rules = formRules(() =>
  import('./booking-form-rules').then((module) => module.validateBooking),
);

/** `BOOKING_LIMITS.message` of the contract (kept here so the page loads no Zod; a test ties them). */
export const MESSAGE_MAX = 2000;

const FIELDS: readonly BookingField[] = ['name', 'email', 'message'];
const EMPTY: BookingFormValues = { name: '', email: '', message: '' };

type BookingFormProps = {
  /** Sends the values; the answer's field messages land under the fields. */
  onSubmit: (values: BookingFormValues) => Promise<ApiResult<unknown> | null>;
  isPending: boolean;
  failure: FailureMessage | null;
};

/**
 * Name, e-mail and an optional message. It stays mounted while the visitor picks another time
 * (after a 409), so nothing typed is lost.
 */
export function BookingForm({ onSubmit, isPending, failure }: BookingFormProps) {
  const { t } = useTranslation(BOOKING_NAMESPACE);
  const form = useValidatedForm<BookingField>(EMPTY, rules);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!(await form.tryValidate(event, FIELDS))) return;
    const result = await onSubmit(form.values);
    if (result && !result.success)
      form.setServerErrors(fieldMessages((result as ApiFailure).fields));
  }

  return (
    <form className={styles.form} {...form.formProps(submit)} aria-labelledby="booking-form-title">
      <h2 id="booking-form-title" className={styles.formTitle}>
        {t('booking.formTitle')}
      </h2>
      <TextField label={t('booking.name')} autoComplete="name" required {...form.field('name')} />
      <TextField
        label={t('booking.email')}
        type="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <TextAreaField
        label={t('booking.message')}
        isOptional
        rows={4}
        maxLength={MESSAGE_MAX}
        hint={
          <>
            {t('booking.messageHint', { max: MESSAGE_MAX })}{' '}
            <span aria-live="polite">
              {t('booking.counter', { count: form.values.message.length, max: MESSAGE_MAX })}
            </span>
          </>
        }
        {...form.field('message')}
      />
      <FailureAlert failure={failure} title={t('booking.failureTitle')} />
      <Button type="submit" disabled={isPending}>
        {isPending ? t('booking.pending') : t('booking.submit')}
      </Button>
    </form>
  );
}

/** The server's field messages for this form's fields (`starts_at` is the picker's). */
function fieldMessages(fields: Record<string, string> | undefined) {
  const messages: Partial<Record<BookingField, string>> = {};
  for (const field of FIELDS) {
    const message = fields?.[field];
    if (message) messages[field] = message;
  }
  return messages;
}
