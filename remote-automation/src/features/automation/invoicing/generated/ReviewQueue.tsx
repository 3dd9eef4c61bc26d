import {
  Button,
  Dialog,
  FailureLine,
  type GeneratedInvoice,
  toast,
  useFormat,
} from '@atelier/shared';
import { useInvoicingWrites } from '@atelier/shared/data/invoice-automation';
import { type Column, DataTable, kitStyles } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../../../../i18n';
import { failureMessage } from '../../common/failure-message';
import styles from './GeneratedInvoicesView.module.css';
import { invoicePath } from './GeneratedTable';
import { approvalProblems, approvalSummary } from './review-selection';

/**
 * The review queue: the generated drafts, each to approve (send) on its own or in a selection.
 * Approving e-mails the client, so it always asks first, naming how many invoices, to whom and
 * for how much.
 */
export function ReviewQueue({ invoices }: { invoices: GeneratedInvoice[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<GeneratedInvoice[] | null>(null);
  const chosen = invoices.filter((invoice) => selected.has(invoice.id));
  const isAllChosen = invoices.length > 0 && chosen.length === invoices.length;

  const toggle = (id: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const label = (invoice: GeneratedInvoice) =>
    t('invoicing.review.rowLabel', {
      client: invoice.client.name,
      amount: format.money(invoice.total_cents, invoice.currency),
    });

  const columns: Column<GeneratedInvoice>[] = [
    {
      key: 'select',
      header: (
        <input
          type="checkbox"
          aria-label={t('invoicing.review.selectAll')}
          checked={isAllChosen}
          onChange={() =>
            setSelected(isAllChosen ? new Set() : new Set(invoices.map((invoice) => invoice.id)))
          }
        />
      ),
      render: (invoice) => (
        <input
          type="checkbox"
          aria-label={t('invoicing.review.select', { invoice: label(invoice) })}
          checked={selected.has(invoice.id)}
          onChange={() => toggle(invoice.id)}
        />
      ),
    },
    {
      key: 'client',
      header: t('invoicing.generated.columns.client'),
      render: (invoice) => (
        <Link to={invoicePath(invoice)}>
          {invoice.client.name}
          {invoice.project ? ` · ${invoice.project.name}` : ''}
        </Link>
      ),
    },
    {
      key: 'total',
      header: t('invoicing.review.total'),
      isNumeric: true,
      render: (invoice) => format.money(invoice.total_cents, invoice.currency),
    },
    {
      key: 'rule',
      header: t('invoicing.generated.columns.generatedBy'),
      render: (invoice) => `${invoice.generatedBy.name} (${t(`invoicing.kinds.${invoice.kind}`)})`,
    },
    {
      key: 'due',
      header: t('invoicing.generated.columns.dueDate'),
      render: (invoice) => format.day(invoice.dueDate),
    },
    {
      key: 'approve',
      header: t('invoicing.review.actions'),
      render: (invoice) => (
        <Button
          variant="secondary"
          aria-label={t('invoicing.review.approveOne', { invoice: label(invoice) })}
          onClick={() => setPending([invoice])}
        >
          {t('invoicing.review.approve')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <div className={`${kitStyles.spread} ${kitStyles.roomy} ${styles.reviewBar}`}>
        <p>{t('invoicing.review.explain')}</p>
        <Button disabled={chosen.length === 0} onClick={() => setPending(chosen)}>
          {t('invoicing.review.approveSelected', { count: chosen.length })}
        </Button>
      </div>
      <DataTable
        caption={t('invoicing.review.caption')}
        columns={columns}
        rows={invoices}
        rowKey={(invoice) => invoice.id}
      />
      <ApproveDialog
        invoices={pending}
        label={label}
        onClose={() => setPending(null)}
        onSent={(ids) =>
          setSelected((previous) => new Set([...previous].filter((id) => !ids.includes(id))))
        }
      />
      <p className={kitStyles.note}>{t('invoicing.review.hint')}</p>
    </>
  );
}

type ApproveDialogProps = {
  invoices: GeneratedInvoice[] | null;
  label: (invoice: GeneratedInvoice) => string;
  onClose: () => void;
  onSent: (ids: string[]) => void;
};

function ApproveDialog({ invoices, label, onClose, onSent }: ApproveDialogProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const format = useFormat();
  const writes = useInvoicingWrites();
  const [failure, setFailure] = useState<string[]>([]);
  const [isPending, setIsPending] = useState(false);
  const summary = approvalSummary(invoices ?? []);

  const close = () => {
    setFailure([]);
    onClose();
  };

  async function approve() {
    if (!invoices) return;
    setIsPending(true);
    setFailure([]);
    try {
      const ids = invoices.map((invoice) => invoice.id);
      const result = await writes.approve(ids);
      if (result.success) {
        toast.success(t('invoicing.review.sent', { count: result.invoices.length }));
        onSent(ids);
        close();
        return;
      }
      const language = i18n.resolvedLanguage === 'fr' ? 'fr' : 'en';
      const problems = approvalProblems(invoices, result.fields, label, language);
      setFailure(problems.length > 0 ? problems : [failureMessage(t, result, 'invoicing')]);
    } finally {
      setIsPending(false);
    }
  }

  return (
    <Dialog
      isOpen={invoices !== null}
      title={t('invoicing.review.confirmTitle', { count: summary.count })}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isPending}>
            {t('invoicing.review.cancel')}
          </Button>
          <Button onClick={() => void approve()} disabled={isPending}>
            {isPending
              ? t('invoicing.review.sending')
              : t('invoicing.review.confirm', { count: summary.count })}
          </Button>
        </>
      }
    >
      <p>
        {t('invoicing.review.confirmMessage', {
          count: summary.count,
          clients: summary.clients.join(', '),
          total: summary.totals
            .map((total) => format.money(total.total_cents, total.currency))
            .join(' + '),
        })}
      </p>
      {failure.length > 0 ? (
        <FailureLine as="ul">
          {failure.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </FailureLine>
      ) : null}
    </Dialog>
  );
}
