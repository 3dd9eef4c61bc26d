import {
  Button,
  ButtonLink,
  isAdminRole,
  Spinner,
  STORAGE_KEYS,
  signInWithLink,
  useAgencyName,
  useAuthStore,
  writeStorage,
} from '@atelier/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../common/use-page-title';
import { NAMESPACE } from '../../i18n';
import styles from '../auth/AuthForm.module.css';
import { AuthFrame } from '../auth/AuthFrame';

type State = 'opening' | 'invalidLink' | 'unreachable' | 'staffSignedIn';

/**
 * A proposal e-mail's link, `/proposal/<id>?access=<token>` (docs/portal.md "Opening a proposal
 * by its link"): the token becomes the client's session, with no password asked, and the
 * proposal opens in the portal. A client already signed in goes there at once; a staff
 * session is not replaced behind its owner's back.
 */
export default function ProposalLinkPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle('proposalLink');
  const navigate = useNavigate();
  const agency = useAgencyName() ?? t('proposalLink.theAgency');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('access');
  const [state, setState] = useState<State>(token ? 'opening' : 'invalidLink');
  const [attempt, setAttempt] = useState(0);
  // React runs effects twice in development: each attempt is sent once.
  const sent = useRef(-1);

  useEffect(() => {
    if (!token || sent.current === attempt) return;
    sent.current = attempt;
    const auth = useAuthStore.getState();
    const proposalPath = `/client-portal/proposals/${encodeURIComponent(id)}`;
    if (auth.status === 'authenticated' && auth.user) {
      if (isAdminRole(auth.user.role)) setState('staffSignedIn');
      else void navigate(proposalPath, { replace: true });
      return;
    }
    void signInWithLink(id, token).then(async (result) => {
      if (result.success) {
        useAuthStore.getState().signIn(result.session);
        writeStorage(STORAGE_KEYS.linkSignIn, result.session.user.id);
        // The token leaves the address bar and the history with this page.
        await navigate(`/client-portal/proposals/${result.proposalId}`, { replace: true });
      } else if (result.code === 'NETWORK_ERROR' || result.code === 'SERVER_UNAVAILABLE') {
        setState('unreachable');
      } else setState('invalidLink');
    });
  }, [id, token, attempt, navigate]);

  if (state === 'opening') {
    return (
      <AuthFrame title={t('proposalLink.title')} lead={t('proposalLink.opening')}>
        <Spinner label={t('proposalLink.opening')} />
      </AuthFrame>
    );
  }
  if (state === 'unreachable') {
    return (
      <AuthFrame title={t('proposalLink.title')} lead={t('proposalLink.unreachable')} isOutcome>
        <div className={styles.actions}>
          <Button
            onClick={() => {
              setState('opening');
              setAttempt((count) => count + 1);
            }}
          >
            {t('proposalLink.retry')}
          </Button>
        </div>
      </AuthFrame>
    );
  }
  if (state === 'staffSignedIn') {
    return (
      <AuthFrame
        title={t('proposalLink.staffTitle')}
        lead={t('proposalLink.staffSignedIn')}
        isOutcome
      >
        <div className={styles.actions}>
          <ButtonLink to="/admin">{t('proposalLink.toAdmin')}</ButtonLink>
        </div>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame
      title={t('proposalLink.invalidTitle')}
      lead={t('proposalLink.invalid', { agency })}
      isOutcome
    >
      <div className={styles.actions}>
        <ButtonLink to="/auth/login">{t('proposalLink.toLogin')}</ButtonLink>
      </div>
    </AuthFrame>
  );
}
