import { ButtonLink, Card } from '@atelier/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './SignInPrompt.module.css';

/** After signing in, the login page brings the client back here. */
const SIGN_IN_PATH = '/auth/login?redirect=/client-portal';
const REGISTER_PATH = '/auth/register';

export function SignInPrompt() {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  return (
    <Card className={styles.card} aria-labelledby={titleId} role="region">
      <h2 id={titleId} className={styles.title}>
        {t('home.signIn.title')}
      </h2>
      <p className={styles.text}>{t('home.signIn.text')}</p>
      <div className={styles.actions}>
        <ButtonLink to={SIGN_IN_PATH}>{t('home.signIn.signIn')}</ButtonLink>
        <ButtonLink to={REGISTER_PATH} variant="secondary">
          {t('home.signIn.register')}
        </ButtonLink>
      </div>
    </Card>
  );
}
