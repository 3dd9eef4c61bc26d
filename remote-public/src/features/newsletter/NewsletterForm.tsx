import { FailureLine } from '@atelier/shared';
import type { FormEvent, InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import common from '../../common/Public.module.css';
import { NAMESPACE } from '../../i18n';
import styles from './Newsletter.module.css';

/** The hidden field that tells the server which form of the page was sent (server/forms.ts). */
export const NEWSLETTER_FORM = 'newsletter';

type Field = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'autoFocus'
>;

type NewsletterFormProps = {
  id: string;
  /** `value` and `onChange` once interactive; `defaultValue` in the page as the server drew it. */
  email: Field;
  website: Field;
  error: string | null;
  isInvalid: boolean;
  isPending?: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onFocus?: () => void;
  formRef?: Ref<HTMLFormElement>;
};

/**
 * The footer's sign-up form, as markup: drawn by the server and before its script loads
 * (`LazyNewsletterSignup`, a real form that posts), then by `NewsletterSignup`, the same.
 */
export function NewsletterForm(props: NewsletterFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { id, error } = props;
  return (
    // `post` in the browser too: sent before its code has loaded, the address stays out of the URL.
    <form
      ref={props.formRef}
      method="post"
      className={styles.signup}
      noValidate
      onSubmit={props.onSubmit}
      onFocus={props.onFocus}
    >
      <input type="hidden" name="form" value={NEWSLETTER_FORM} />
      <label htmlFor={`${id}-email`} className={styles.label}>
        {t('newsletter.emailLabel')}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={320}
          aria-invalid={props.isInvalid ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...props.email}
        />
        <button type="submit" className={styles.button} disabled={props.isPending}>
          {t('newsletter.subscribe')}
        </button>
      </div>
      {/* Honeypot: hidden from people, so only a bot fills it in. */}
      <div className={common.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('getStarted.honeypot')}</label>
        <input
          id={`${id}-website`}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          {...props.website}
        />
      </div>
      <FailureLine id={`${id}-error`} variant="on-dark">
        {error}
      </FailureLine>
    </form>
  );
}
