import { Button, ButtonLink, Spinner, useAuthStore } from '@atelier/shared';
import { confirmAccountEmailChange } from '@atelier/shared/api';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../common/use-page-title';
import { NAMESPACE } from '../../i18n';
import styles from './AuthForm.module.css';
import { AuthFrame } from './AuthFrame';

type State =
  | { step: 'confirming' }
  | { step: 'changed'; email: string }
  | { step: 'invalidLink' }
  | { step: 'unreachable' };

/**
 * Opened from the link e-mailed to a new address, `/auth/confirm-email?token=…` (docs/auth.md
 * "Changing the e-mail"): the e-mail changes at once, every session ends, and the user signs in
 * again with the new address.
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle('confirmEmail');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(
    token ? { step: 'confirming' } : { step: 'invalidLink' },
  );
  const [attempt, setAttempt] = useState(0);
  // A token works once: the same attempt must not be sent twice (React runs effects twice in dev).
  const sent = useRef(-1);

  useEffect(() => {
    if (!token || sent.current === attempt) return;
    sent.current = attempt;
    void confirmAccountEmailChange(token).then((result) => {
      if (result.success) {
        // The server ended every session of the account: this browser's too, if it is theirs.
        const auth = useAuthStore.getState();
        if (auth.user?.id === result.userId) auth.signOut('user');
        setState({ step: 'changed', email: result.email });
      } else if (result.code === 'NETWORK_ERROR') setState({ step: 'unreachable' });
      else setState({ step: 'invalidLink' });
    });
  }, [token, attempt]);

  if (state.step === 'confirming') {
    return (
      <AuthFrame title={t('auth.confirmEmail.title')} lead={t('auth.confirmEmail.confirming')}>
        <Spinner label={t('auth.confirmEmail.confirming')} />
      </AuthFrame>
    );
  }
  if (state.step === 'unreachable') {
    return (
      <AuthFrame
        title={t('auth.confirmEmail.title')}
        lead={t('auth.confirmEmail.unreachable')}
        isOutcome
      >
        <div className={styles.actions}>
          <Button
            onClick={() => {
              setState({ step: 'confirming' });
              setAttempt((count) => count + 1);
            }}
          >
            {t('auth.confirmEmail.retry')}
          </Button>
        </div>
      </AuthFrame>
    );
  }
  const isChanged = state.step === 'changed';
  return (
    <AuthFrame
      title={t(isChanged ? 'auth.confirmEmail.changedTitle' : 'auth.confirmEmail.invalidTitle')}
      lead={
        isChanged
          ? t('auth.confirmEmail.changed', { email: state.email })
          : t('auth.confirmEmail.invalid')
      }
      isOutcome
    >
      <div className={styles.actions}>
        <ButtonLink to="/auth/login">{t('auth.confirmEmail.toLogin')}</ButtonLink>
      </div>
    </AuthFrame>
  );
}
