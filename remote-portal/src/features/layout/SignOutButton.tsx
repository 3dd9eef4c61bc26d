import { Button, toast, useAuth } from '@atelier/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

/**
 * Signs out (the server ends the session, this device forgets it); the shell's gate then
 * opens the login page, and a toast confirms it there.
 */
export function SignOutButton() {
  const { t } = useTranslation(NAMESPACE);
  const { signOut } = useAuth();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const handleSignOut = async () => {
    setIsSigningOut(true);
    try {
      await signOut();
      toast.info(t('layout.signedOut'));
    } catch {
      toast.error(t('layout.signOutFailed'));
    } finally {
      setIsSigningOut(false);
    }
  };

  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={isSigningOut}
      onClick={() => void handleSignOut()}
    >
      {t('layout.signOut')}
    </Button>
  );
}
