import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePostedForm } from '../../common/posted-form';
import { NAMESPACE } from '../../i18n';
import styles from './Newsletter.module.css';
import { NewsletterForm } from './NewsletterForm';

/** Where a sign-up sent without the page's script lands: the page, `?newsletter=sent`. */
export const NEWSLETTER_SENT = 'sent';

type Signup = ComponentType<{ initialEmail?: string; hasFocus?: boolean }>;

/**
 * The footer's newsletter block. Its form is markup until the footer comes near the screen (or
 * the form is used): a real form, which the server answers when the page has no script
 * (docs/public-rendering.md "Forms without JavaScript"); then the form's code loads and takes
 * its place with what was typed, so the home page's first load (held to a JavaScript budget)
 * does not carry it.
 */
export function LazyNewsletterSignup() {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [params] = useSearchParams();
  const posted = usePostedForm('newsletter');
  const [signup, setSignup] = useState<{
    Component: Signup;
    email: string;
    hasFocus: boolean;
  } | null>(null);
  const [isNear, setIsNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);

  useEffect(() => {
    if (!isNear) return;
    let isCurrent = true;
    void import('./NewsletterSignup').then((module) => {
      if (!isCurrent) return;
      // What was typed in the markup's field goes on in the form that replaces it.
      const field = formRef.current?.elements.namedItem('email');
      const input = field instanceof HTMLInputElement ? field : null;
      setSignup({
        Component: module.default,
        email: input?.value ?? '',
        hasFocus: input !== null && document.activeElement === input,
      });
    });
    return () => {
      isCurrent = false;
    };
  }, [isNear]);

  const failure = posted?.failure ?? null;
  let form = (
    <NewsletterForm
      id={id}
      formRef={formRef}
      email={{ defaultValue: posted?.values.email ?? '' }}
      website={{ defaultValue: '' }}
      error={failure ? ('key' in failure ? t(failure.key) : failure.text) : null}
      isInvalid={posted?.errors.email !== undefined}
      onFocus={() => setIsNear(true)}
    />
  );
  if (params.get('newsletter') === NEWSLETTER_SENT) {
    form = (
      <p className={styles.done} role="status">
        {t('newsletter.checkInbox')}
      </p>
    );
  } else if (signup) {
    form = <signup.Component initialEmail={signup.email} hasFocus={signup.hasFocus} />;
  }

  return (
    <div ref={ref} className={styles.block}>
      <h2 className={styles.heading}>{t('newsletter.title')}</h2>
      <p className={styles.text}>{t('newsletter.text')}</p>
      {form}
    </div>
  );
}
