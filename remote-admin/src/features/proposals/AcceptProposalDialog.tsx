import { Button, Dialog, type Proposal, TextField, toast } from '@atelier/shared';
import { useProposalWrites } from '@atelier/shared/data/proposals';
import { kitStyles } from '@atelier/shared/kit';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import documentStyles from '../../common/Document.module.css';
import { FormFooter } from '../../common/FormFooter';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';

type AcceptProposalDialogProps = {
  proposal: Proposal;
  isOpen: boolean;
  onClose: () => void;
};

/**
 * Accepting makes the project (and, for a lead, the client): the admin may name it and give
 * its dates, then follows a link to it.
 */
export function AcceptProposalDialog({ proposal, isOpen, onClose }: AcceptProposalDialogProps) {
  const proposalWrites = useProposalWrites();
  const { t } = useTranslation(NAMESPACE);
  const [name, setName] = useState('');
  const [startDate, setStartDate] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [dueError, setDueError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [project, setProject] = useState<{ id: string; name: string } | null>(null);

  /** An optional date of the new project: its label, value and setter. */
  const dateField = (label: string, value: string, set: (value: string) => void) => ({
    type: 'date',
    label: t(label),
    isOptional: true,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(event.target.value),
  });

  const close = () => {
    setProject(null);
    setFailure(null);
    onClose();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    // Same rule as the server's projects: no due date before the start.
    if (startDate && dueDate && dueDate < startDate) {
      setDueError(t('lineItems.fieldErrors.dueBeforeStart'));
      return;
    }
    setDueError(null);
    setIsPending(true);
    try {
      const result = await proposalWrites.accept(proposal.id, {
        ...(name.trim() ? { name: name.trim() } : {}),
        ...(startDate ? { start_date: startDate } : {}),
        ...(dueDate ? { due_date: dueDate } : {}),
      });
      if (result.success) {
        setProject({ id: result.project.id, name: result.project.name });
        toast.success(t('proposals.toasts.accepted', { name: result.project.name }));
      } else {
        setDueError(result.fields?.due_date ?? result.fields?.['project.due_date'] ?? null);
        setFailure(failureMessage(t, result));
      }
    } catch (error) {
      console.error('[remote-admin] accepting a proposal failed', error);
      setFailure(t('common.errors.generic'));
    } finally {
      setIsPending(false);
    }
  }

  if (project) {
    return (
      <Dialog
        isOpen={isOpen}
        title={t('proposals.accept.doneTitle')}
        onClose={close}
        footer={<Button onClick={close}>{t('proposals.accept.close')}</Button>}
      >
        <p>{t('proposals.accept.done')}</p>
        <p>
          <Link to={`/admin/projects/${project.id}`} className={documentStyles.link}>
            {t('proposals.accept.openProject', { name: project.name })}
          </Link>
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog isOpen={isOpen} title={t('proposals.accept.title')} onClose={close}>
      <form className={kitStyles.stack} noValidate onSubmit={(event) => void submit(event)}>
        <p>
          {proposal.lead_id && !proposal.client_id
            ? t('proposals.accept.explainLead')
            : t('proposals.accept.explain')}
        </p>
        <TextField
          label={t('proposals.accept.projectName')}
          hint={t('proposals.accept.projectNameHint', { title: proposal.title })}
          isOptional
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField {...dateField('proposals.accept.startDate', startDate, setStartDate)} />
        <TextField
          {...dateField('proposals.accept.dueDate', dueDate, setDueDate)}
          min={startDate || undefined}
          error={dueError}
        />
        <FormFooter
          failure={failure}
          isPending={isPending}
          submitLabel={t('proposals.accept.confirm')}
          pendingLabel={t('common.confirm.working')}
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}
