import { Button } from '@atelier/shared';
import type { SiteRedirect } from '@atelier/shared/contract';
import { Card, DataTable, EmptyState, kitStyles } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { NAMESPACE } from '../../i18n';
import { deleteRedirect } from './api';
import { QueryState } from './QueryState';
import { RedirectForm } from './RedirectForm';
import styles from './SiteManagement.module.css';
import { useRedirects, useSiteFailure, useSiteWrite } from './use-site-management';

/** The redirects, the form that adds one, and Delete behind a confirmation. */
export function RedirectsTab() {
  const { t } = useTranslation(NAMESPACE);
  const query = useRedirects();
  const write = useSiteWrite();
  const describe = useSiteFailure();
  const [deleting, setDeleting] = useState<SiteRedirect | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const redirects = query.data?.redirects;

  async function confirmDelete() {
    if (!deleting) return;
    setIsPending(true);
    const result = await write(() => deleteRedirect(deleting.id));
    setIsPending(false);
    if (result.success) {
      setDeleting(null);
      setFailure(null);
    } else {
      setFailure(describe(result));
    }
  }

  return (
    <div className={kitStyles.sections}>
      <Card>
        <h2 className={styles.sectionTitle}>{t('siteManagement.redirects.addTitle')}</h2>
        <p className={styles.intro}>{t('siteManagement.redirects.intro')}</p>
        <RedirectForm />
      </Card>
      <Card>
        {redirects ? (
          <DataTable
            caption={t('siteManagement.redirects.caption')}
            rows={redirects}
            rowKey={(redirect) => redirect.id}
            empty={
              <EmptyState
                title={t('siteManagement.redirects.emptyTitle')}
                description={t('siteManagement.redirects.emptyDescription')}
              />
            }
            columns={[
              {
                key: 'from',
                header: t('siteManagement.redirects.from'),
                render: (r) => <code>{r.from}</code>,
              },
              {
                key: 'to',
                header: t('siteManagement.redirects.to'),
                render: (r) => <code>{r.to}</code>,
              },
              {
                key: 'kind',
                header: t('siteManagement.redirects.kind'),
                render: (r) =>
                  t(
                    r.permanent
                      ? 'siteManagement.redirects.permanent'
                      : 'siteManagement.redirects.temporary',
                  ),
              },
              {
                key: 'actions',
                header: t('siteManagement.redirects.actions'),
                render: (r) => (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('siteManagement.redirects.deleteNamed', { from: r.from })}
                    onClick={() => {
                      setFailure(null);
                      setDeleting(r);
                    }}
                  >
                    {t('siteManagement.redirects.delete')}
                  </Button>
                ),
              },
            ]}
          />
        ) : (
          <QueryState failure={query.failure} onRetry={query.refetch} />
        )}
      </Card>
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('siteManagement.redirects.confirmTitle')}
        confirmLabel={t('siteManagement.redirects.confirm')}
        isPending={isPending}
        isDestructive
        failure={failure}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <p>
          {t('siteManagement.redirects.confirmText', {
            from: deleting?.from ?? '',
            to: deleting?.to ?? '',
          })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
