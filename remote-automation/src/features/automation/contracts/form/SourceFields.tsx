import {
  type Client,
  type Contract,
  type ContractTemplate,
  type Project,
  type Proposal,
  SelectField,
} from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { FormSection } from '../../common/FormSection';
import styles from './ContractForm.module.css';

type SourceFieldsProps = {
  /** The draft edited: its template, client and project are fixed. */
  contract?: Contract | undefined;
  proposal: Proposal | null;
  templates: readonly ContractTemplate[];
  clients: readonly Client[];
  clientsFailed: boolean;
  projects: readonly Project[];
  projectsFailed: boolean;
  templateId: string;
  clientId: string;
  projectId: string;
  errorOf: (path: string) => string | null;
  onTemplate: (id: string) => void;
  onClient: (id: string) => void;
  onProject: (id: string) => void;
};

const clientLabel = (client: { name: string; company: string | null }) =>
  client.company ? `${client.name} (${client.company})` : client.name;

/** Where the contract comes from: a template, and a client (or an accepted proposal's). */
export function SourceFields(props: SourceFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const { contract, proposal, errorOf } = props;

  if (contract) {
    const template = props.templates.find((row) => row.id === contract.template_id);
    return (
      <FormSection legend={t('contracts.form.source')}>
        <dl className={styles.facts}>
          <dt>{t('contracts.form.template')}</dt>
          <dd>{template?.name ?? t('contracts.form.noTemplate')}</dd>
          <dt>{t('contracts.form.client')}</dt>
          <dd>{contract.client_name}</dd>
          <dt>{t('contracts.form.project')}</dt>
          <dd>{contract.project_name ?? t('contracts.form.noProject')}</dd>
        </dl>
        <p className={kitStyles.note}>{t('contracts.form.fixedHint')}</p>
      </FormSection>
    );
  }

  const projectChoice = (
    <SelectField
      label={t('contracts.form.project')}
      isOptional
      value={props.projectId}
      disabled={!props.clientId}
      error={errorOf('project_id')}
      hint={props.projectsFailed ? t('contracts.form.projectsFailed') : undefined}
      options={[
        { value: '', label: t('contracts.form.noProject') },
        ...props.projects.map((project) => ({ value: project.id, label: project.name })),
      ]}
      onChange={(event) => props.onProject(event.target.value)}
    />
  );

  return (
    <FormSection legend={t('contracts.form.source')}>
      <SelectField
        label={t('contracts.form.template')}
        required
        value={props.templateId}
        error={errorOf('template_id')}
        options={[
          { value: '', label: t('contracts.form.chooseTemplate') },
          ...props.templates.map((template) => ({ value: template.id, label: template.name })),
        ]}
        onChange={(event) => props.onTemplate(event.target.value)}
      />
      {proposal ? (
        <>
          <dl className={styles.facts}>
            <dt>{t('contracts.form.proposal')}</dt>
            <dd>{proposal.title}</dd>
            <dt>{t('contracts.form.client')}</dt>
            <dd>{proposal.clients ? clientLabel(proposal.clients) : '—'}</dd>
          </dl>
          <p className={kitStyles.note}>{t('contracts.form.proposalHint')}</p>
          {errorOf('client_id') || errorOf('proposal_id') ? (
            <p className={kitStyles.fieldError}>{errorOf('client_id') ?? errorOf('proposal_id')}</p>
          ) : null}
        </>
      ) : (
        <SelectField
          label={t('contracts.form.client')}
          required
          value={props.clientId}
          error={errorOf('client_id')}
          hint={props.clientsFailed ? t('contracts.form.clientsFailed') : undefined}
          options={[
            { value: '', label: t('contracts.form.chooseClient') },
            ...props.clients.map((client) => ({ value: client.id, label: clientLabel(client) })),
          ]}
          onChange={(event) => props.onClient(event.target.value)}
        />
      )}
      {projectChoice}
    </FormSection>
  );
}
