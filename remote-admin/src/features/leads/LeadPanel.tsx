import { Button, Dialog, ErrorPanel, type Lead, LoadingSpinner, toast } from '@atelier/shared';
import { useLeadDetail, useLeadWrites } from '@atelier/shared/data/leads';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '../../common/ConfirmDialog';
import { NAMESPACE } from '../../i18n';
import { LeadDetails } from './LeadDetails';
import { LeadForm } from './LeadForm';
import { leadFailureText } from './lead-errors';
import { EMPTY_LEAD_FORM, leadToForm, toLeadChanges, toNewLead } from './lead-schema';

/** What the side panel shows: one lead, its edit form, or the form for a new lead. */
export type PanelState = { kind: 'view' | 'edit'; id: string } | { kind: 'create' } | null;

type LeadPanelProps = { state: PanelState; onChange: (state: PanelState) => void };

export function LeadPanel({ state, onChange }: LeadPanelProps) {
  const leadWrites = useLeadWrites();
  const { t } = useTranslation(NAMESPACE);
  const id = state && state.kind !== 'create' ? state.id : null;
  const detail = useLeadDetail(id);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const close = () => onChange(null);
  const lead = detail.data?.lead;

  const saved = (message: string) => (result: Lead) => {
    toast.success(t(message, { name: result.name }));
    onChange({ kind: 'view', id: result.id });
  };

  async function remove() {
    if (!id) return;
    setIsDeleting(true);
    try {
      const result = await leadWrites.remove(id);
      if (result.success) {
        toast.success(t('leads.delete.done', { name: lead?.name ?? '' }));
        setIsConfirming(false);
        close();
      } else {
        toast.error(t('leads.delete.failed', { reason: leadFailureText(result) }));
      }
    } finally {
      setIsDeleting(false);
    }
  }

  function body() {
    if (state?.kind === 'create') {
      return (
        <LeadForm
          mode="create"
          initial={EMPTY_LEAD_FORM}
          onSubmit={(values) => leadWrites.create(toNewLead(values))}
          onSaved={saved('leads.form.created')}
          onCancel={close}
        />
      );
    }
    if (detail.failure) {
      return (
        <ErrorPanel
          title={t('leads.detail.failedTitle')}
          message={leadFailureText(detail.failure)}
          retryLabel={t('leads.retry')}
          onRetry={detail.refetch}
          extraAction={
            <Button variant="secondary" onClick={close}>
              {t('leads.detail.close')}
            </Button>
          }
        />
      );
    }
    if (!detail.data || !id) return <LoadingSpinner />;
    if (state?.kind === 'edit') {
      return (
        <LeadForm
          mode="edit"
          initial={leadToForm(detail.data.lead)}
          onSubmit={(values) => leadWrites.update(toLeadChanges(id, values))}
          onSaved={saved('leads.form.saved')}
          onCancel={() => onChange({ kind: 'view', id })}
        />
      );
    }
    return (
      <LeadDetails
        detail={detail.data}
        onEdit={() => onChange({ kind: 'edit', id })}
        onDelete={() => setIsConfirming(true)}
      />
    );
  }

  const title =
    state?.kind === 'create'
      ? t('leads.form.newTitle')
      : state?.kind === 'edit' && lead
        ? t('leads.form.editTitle', { name: lead.name })
        : (lead?.name ?? t('leads.detail.title'));

  return (
    <>
      <Dialog placement="side" isOpen={state !== null} title={title} onClose={close}>
        {body()}
      </Dialog>
      <DeleteDialog
        isOpen={isConfirming}
        title={t('leads.delete.title', { name: lead?.name ?? '' })}
        isPending={isDeleting}
        onClose={() => setIsConfirming(false)}
        onConfirm={() => void remove()}
      >
        <p>{t('leads.delete.warning')}</p>
      </DeleteDialog>
    </>
  );
}
