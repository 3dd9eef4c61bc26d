import { Button, type InvoiceStatus, invoiceStatuses, SelectField } from '@atelier/shared';
import { useGeneratedInvoices, useInvoiceRules } from '@atelier/shared/data/invoice-automation';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NAMESPACE } from '../../../../i18n';
import { PagedList } from '../../common/PagedList';
import styles from './GeneratedInvoicesView.module.css';
import { GeneratedTable } from './GeneratedTable';
import { filtersFromQuery, toGeneratedQuery, withFilters } from './generated-filters';
import { ReviewQueue } from './ReviewQueue';

/**
 * Generated Invoices: what the rules invoiced, filtered by rule and status (in the URL). The
 * drafts (`status=draft`) are the review queue: approving one sends it to the client.
 */
export function GeneratedInvoicesView() {
  const { t } = useTranslation(NAMESPACE);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromQuery(searchParams);
  const invoices = useGeneratedInvoices(toGeneratedQuery(filters));
  const rules = useInvoiceRules();
  const change = (changes: Parameters<typeof withFilters>[1]) =>
    setSearchParams((previous) => withFilters(previous, changes));

  const ruleOptions = (rules.data?.rules ?? []).map((rule) => ({
    value: rule.id,
    label: rule.name,
  }));
  // A linked rule not (yet) in the list still shows as chosen.
  if (filters.ruleId && !ruleOptions.some((option) => option.value === filters.ruleId)) {
    ruleOptions.push({ value: filters.ruleId, label: t('invoicing.generated.unknownRule') });
  }
  const page = invoices.data;
  const isFiltered = filters.ruleId !== null || filters.status !== null;
  const isReviewing = filters.status === 'draft';
  const toReview = page?.toReview ?? 0;

  return (
    <>
      {toReview > 0 || isReviewing ? (
        <section
          className={`${kitStyles.spread} ${kitStyles.roomy} ${styles.review}`}
          aria-label={t('invoicing.review.title')}
        >
          <p>
            <strong>{t('invoicing.review.title')}</strong>{' '}
            {t('invoicing.review.count', { count: toReview })}
          </p>
          {isReviewing ? null : (
            <Button variant="secondary" onClick={() => change({ status: 'draft' })}>
              {t('invoicing.review.open', { count: toReview })}
            </Button>
          )}
        </section>
      ) : null}
      <div className={styles.filters}>
        <SelectField
          label={t('invoicing.generated.ruleFilter')}
          value={filters.ruleId ?? ''}
          options={[{ value: '', label: t('invoicing.generated.allRules') }, ...ruleOptions]}
          onChange={(event) => change({ ruleId: event.target.value || null })}
        />
        <SelectField
          label={t('invoicing.generated.statusFilter')}
          value={filters.status ?? ''}
          options={[
            { value: '', label: t('invoicing.generated.allStatuses') },
            ...invoiceStatuses.map((status) => ({
              value: status,
              label: t(`invoicing.statuses.${status}`),
            })),
          ]}
          onChange={(event) =>
            change({ status: (event.target.value || null) as InvoiceStatus | null })
          }
        />
      </div>
      <PagedList
        scope="invoicing"
        pagerKeys="invoicing.generated"
        query={invoices}
        loadFailedTitle={t('invoicing.generated.loadFailed')}
        page={page && { ...page, count: page.invoices.length }}
        empty={
          isFiltered
            ? {
                title: t('invoicing.generated.noMatchTitle'),
                description: t('invoicing.generated.noMatchDescription'),
              }
            : {
                title: t('tabs.invoicing.views.generated.emptyTitle'),
                description: t('tabs.invoicing.views.generated.emptyDescription'),
              }
        }
        onPage={(next) => change({ page: next })}
      >
        {isReviewing ? (
          <ReviewQueue invoices={page?.invoices ?? []} />
        ) : (
          <GeneratedTable invoices={page?.invoices ?? []} />
        )}
      </PagedList>
    </>
  );
}
