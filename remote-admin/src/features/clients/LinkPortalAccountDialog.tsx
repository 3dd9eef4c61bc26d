import {
  Button,
  type Client,
  Dialog,
  FailureLine,
  Spinner,
  toast,
  useFormat,
} from '@atelier/shared';
import { usePortalAccessRequests, usePortalAccessWrites } from '@atelier/shared/data/clients';
import { kitStyles } from '@atelier/shared/kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';
import styles from './LinkPortalAccountDialog.module.css';

type Props = { client: Client; isOpen: boolean; onClose: () => void };

/**
 * Links the client to an account that registered on its own (at any e-mail) and is waiting
 * for access: the accounts that saw "not linked yet", newest first (docs/portal.md).
 */
export function LinkPortalAccountDialog({ client, isOpen, onClose }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const legendId = useId();
  const requests = usePortalAccessRequests(isOpen);
  const writes = usePortalAccessWrites();
  const [chosen, setChosen] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const accounts = requests.data?.requests ?? [];

  async function link() {
    if (!chosen) {
      setProblem(t('clients.portal.link.chooseFirst'));
      return;
    }
    setIsPending(true);
    setProblem(null);
    const result = await writes.link(client.id, chosen);
    setIsPending(false);
    if (!result.success) {
      setProblem(failureMessage(t, result));
      return;
    }
    const email = accounts.find((account) => account.user_id === chosen)?.email ?? '';
    toast.success(t('clients.portal.link.done', { name: client.name, email }));
    setChosen(null);
    onClose();
  }

  return (
    <Dialog
      isOpen={isOpen}
      title={t('clients.portal.link.title', { name: client.name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isPending}>
            {t('common.confirm.cancel')}
          </Button>
          <Button onClick={() => void link()} disabled={isPending || accounts.length === 0}>
            {isPending ? t('common.confirm.working') : t('clients.portal.link.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('clients.portal.link.text')}</p>
      {requests.isLoading ? <Spinner label={t('clients.portal.link.loading')} /> : null}
      {requests.failure ? (
        <FailureLine
          action={
            <Button size="sm" variant="secondary" onClick={requests.refetch}>
              {t('common.retry')}
            </Button>
          }
        >
          {failureMessage(t, requests.failure)}
        </FailureLine>
      ) : null}
      {requests.data && accounts.length === 0 ? <p>{t('clients.portal.link.none')}</p> : null}
      {accounts.length > 0 ? (
        <fieldset className={styles.choices} aria-labelledby={legendId}>
          <legend id={legendId}>{t('clients.portal.link.legend')}</legend>
          {accounts.map((account) => (
            <label key={account.user_id} className={styles.choice}>
              <input
                type="radio"
                name="portal-account"
                value={account.user_id}
                checked={chosen === account.user_id}
                onChange={() => setChosen(account.user_id)}
              />
              <span>
                <strong>{account.email}</strong>
                <span className={kitStyles.detail}>
                  {[account.name, account.company].filter(Boolean).join(' · ')}
                  {' · '}
                  {t('clients.portal.link.asked', { date: format.moment(account.requested_at) })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <FailureLine>{problem}</FailureLine>
    </Dialog>
  );
}
