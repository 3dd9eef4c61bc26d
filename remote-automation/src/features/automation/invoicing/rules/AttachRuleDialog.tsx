import { Button, Dialog, type InvoiceRule, SelectField, TextField, toast } from '@atelier/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { failureMessage } from '../../common/failure-message';
import styles from '../common/InvoicingForm.module.css';
import { useInvoicingWrites, useProjectChoices } from '../use-invoicing';

type AttachRuleDialogProps = { rule: InvoiceRule | null; onClose: () => void };

/**
 * Attaches a rule to a project (project-management's list, narrowed by a search): from then on
 * the project's events and the schedule generate its invoices. Attaching twice changes nothing.
 */
export function AttachRuleDialog({ rule, onClose }: AttachRuleDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      isOpen={rule !== null}
      title={rule ? t('invoicing.attach.title', { name: rule.name }) : ''}
      onClose={onClose}
    >
      {rule ? <AttachForm rule={rule} onClose={onClose} /> : null}
    </Dialog>
  );
}

function AttachForm({ rule, onClose }: { rule: InvoiceRule; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const writes = useInvoicingWrites();
  const [search, setSearch] = useState('');
  const [projectId, setProjectId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const choices = useProjectChoices(search);
  const projects = choices.data?.projects ?? [];

  async function attach(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const project = projects.find((candidate) => candidate.id === projectId);
    if (!project) {
      setProblem(t('invoicing.attach.choose'));
      return;
    }
    setIsPending(true);
    try {
      const result = await writes.attach(rule.id, project.id);
      if (result.success) {
        toast.success(t('invoicing.attach.done', { rule: rule.name, project: project.name }));
        onClose();
        return;
      }
      setFailure(result.fields?.project_id ?? failureMessage(t, result, 'invoicing'));
    } finally {
      setIsPending(false);
    }
  }

  const loadFailure = choices.failure ? failureMessage(t, choices.failure, 'invoicing') : null;
  return (
    <form className={styles.form} onSubmit={attach} noValidate>
      <p className={styles.hint}>{t('invoicing.attach.description')}</p>
      <TextField
        label={t('invoicing.attach.search')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label={t('invoicing.attach.project')}
        value={projectId}
        error={problem ?? loadFailure}
        hint={choices.isLoading ? t('invoicing.loading') : undefined}
        options={[
          { value: '', label: t('invoicing.attach.placeholder') },
          ...projects.map((project) => ({
            value: project.id,
            label: t('invoicing.attach.option', {
              project: project.name,
              client: project.clients.name,
            }),
          })),
        ]}
        onChange={(event) => {
          setProjectId(event.target.value);
          setProblem(null);
        }}
      />
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={isPending}>
          {t('invoicing.cancel')}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? t('invoicing.saving') : t('invoicing.attach.submit')}
        </Button>
      </div>
    </form>
  );
}
