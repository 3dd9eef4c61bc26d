import { Button, readStorage, STORAGE_KEYS, useAuth, writeStorage } from '@atelier/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { PasswordForm } from './PasswordForm';

/**
 * Offered once the proposal flow is done to a client who came in by a proposal e-mail's link
 * (docs/portal.md "Opening a proposal by its link"): a password to come back without it. Never
 * required; "No thanks" (or a password set) hides it for good in this browser.
 */
export function SetPasswordOffer() {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useAuth();
  const [isShown, setIsShown] = useState(
    () => !!user && readStorage(STORAGE_KEYS.linkSignIn) === user.id,
  );
  if (!isShown) return null;
  const hide = () => {
    writeStorage(STORAGE_KEYS.linkSignIn, null);
    setIsShown(false);
  };
  return (
    <div>
      <PasswordForm variant="set" onSaved={hide} />
      <Button variant="ghost" onClick={hide}>
        {t('account.setPassword.dismiss')}
      </Button>
    </div>
  );
}
