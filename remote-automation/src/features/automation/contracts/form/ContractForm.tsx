import {
  type Contract,
  type ContractTemplate,
  type Proposal,
  parseMoneyToCents,
  TextField,
} from '@atelier/shared';
import { NO_DEMO } from '@atelier/shared/api';
import { CONTRACT_LIMITS, SIGNING_ORDERS } from '@atelier/shared/contract';
import { useClientDetail } from '@atelier/shared/data/clients';
import { useContractWrites } from '@atelier/shared/data/contracts';
import { bindTextField } from '@atelier/shared/forms';
import { kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { FormSection } from '../../common/FormSection';
import { TabForm } from '../../common/TabForm';
import { useAutomationForm } from '../../common/use-automation-form';
import { useContractClients } from '../use-contract-clients';
import styles from './ContractForm.module.css';
import { ContractPreview } from './ContractPreview';
import {
  type ContractFormValues,
  chooseClient,
  chooseTemplate,
  toContractChanges,
  toNewContract,
} from './contract-form';
import { type ContractProblem, contractFormProblems } from './contract-form-problems';
import { type ClientFacts, previewValues, templateNeeds } from './contract-variables';
import { SignersEditor } from './SignersEditor';
import { SourceFields } from './SourceFields';
import { VariablesFields } from './VariablesFields';

type ContractFormProps = {
  initial: ContractFormValues;
  contract?: Contract | undefined;
  proposal: Proposal | null;
  templates: readonly ContractTemplate[];
  onSaved: (contract: Contract) => void;
  onCancel: () => void;
};

const FIELD = /^(template_id|client_id|project_id|title|value|expires_at|signing_order)$/;
const SIGNER_FIELD = /^signers(\.\d+\.(name|email|role))?$/;

/**
 * A new contract, or a draft's changes: the source, the contract's terms, the template's
 * variables, the signers, and the text as it will read. Checked with the contract's schema
 * before sending; the server's field messages land on the same fields.
 */
export function ContractForm(props: ContractFormProps) {
  const { contract, proposal, templates } = props;
  const { t, i18n } = useTranslation(NAMESPACE);
  const writes = useContractWrites();
  const orderName = useId();
  const clientChoices = useContractClients();
  const clients = clientChoices.data?.clients ?? [];
  const today = new Date().toISOString().slice(0, 10);

  const templateOf = (values: ContractFormValues) =>
    templates.find((row) => row.id === values.template_id) ?? null;
  // validate and submit run after a render, with that render's client facts (below: which
  // client they describe depends on the values the form holds).
  const needsOf = (values: ContractFormValues) =>
    templateNeeds(templateOf(values), facts, values.project_id !== '', contract?.variables);

  const form = useAutomationForm<
    ContractFormValues,
    ContractProblem,
    { contract: Contract },
    'contracts'
  >('contracts', {
    initial: props.initial,
    validate: (values) => contractFormProblems(values, problemContext(values)),
    describe: (problem) =>
      t(`contracts.form.problems.${problem.code}`, {
        max: 'max' in problem ? problem.max.toLocaleString(i18n.language) : undefined,
      }),
    submit: (values) => {
      const { fields } = needsOf(values);
      return contract
        ? writes.update(toContractChanges(contract.id, values, fields))
        : writes.create(toNewContract(values, fields, proposal?.id ?? null));
    },
    onSaved: (result) => props.onSaved(result.contract),
    isShownField: (path) =>
      FIELD.test(path) ||
      SIGNER_FIELD.test(path) ||
      path === 'variables' ||
      shown.fields.some((field) => path === `variables.${field.key}`),
  });
  const { values, errorOf } = form;

  const record = useClientDetail(values.client_id || null, NO_DEMO);
  const listed = clients.find((client) => client.id === values.client_id);
  const known = record.data?.client ?? listed;
  const facts: ClientFacts | null = known
    ? {
        id: known.id,
        name: known.name,
        email: known.email,
        company: known.company ?? null,
        currency: known.currency,
      }
    : null;
  const projects = record.data?.projects ?? [];
  const template = templateOf(values);
  const shown = needsOf(values);
  function problemContext(checked: ContractFormValues) {
    const { fields, used } = needsOf(checked);
    return {
      contractId: contract?.id ?? null,
      proposalId: proposal?.id ?? null,
      fields,
      usesValue: used.includes('contract.value'),
      today,
    };
  }

  const projectName = contract
    ? contract.project_name
    : (projects.find((project) => project.id === values.project_id)?.name ?? null);
  const preview = previewValues({
    client: facts,
    projectName,
    title: values.title,
    valueCents: values.value.trim() ? parseMoneyToCents(values.value) : null,
    typed: values.variables,
    now: new Date(),
  });

  const set = <K extends keyof ContractFormValues>(key: K, value: ContractFormValues[K]) =>
    form.change({ ...values, [key]: value }, [key]);

  return (
    <TabForm
      form={form}
      onCancel={props.onCancel}
      submitLabel={t(contract ? 'contracts.form.save' : 'contracts.form.create')}
    >
      <SourceFields
        contract={contract}
        proposal={proposal}
        templates={templates}
        clients={clients}
        clientsFailed={clientChoices.failure !== null}
        projects={projects}
        projectsFailed={record.failure !== null}
        templateId={values.template_id}
        clientId={values.client_id}
        projectId={values.project_id}
        errorOf={errorOf}
        onTemplate={(id) =>
          form.change(
            chooseTemplate(values, template, templates.find((row) => row.id === id) ?? null),
            ['template_id', 'title', 'variables'],
          )
        }
        onClient={(id) => {
          const next = clients.find((client) => client.id === id);
          const nextFacts = next ? { ...next, company: next.company ?? null } : null;
          form.change(chooseClient(values, facts, nextFacts), [
            'client_id',
            'project_id',
            'signers',
          ]);
        }}
        onProject={(id) => set('project_id', id)}
      />
      <FormSection legend={t('contracts.form.details')}>
        <TextField
          label={t('contracts.form.title')}
          required
          maxLength={CONTRACT_LIMITS.name}
          {...bindTextField(form, 'title')}
        />
        <div className={styles.row}>
          <TextField
            label={t('contracts.form.value')}
            inputMode="decimal"
            isOptional={!shown.used.includes('contract.value')}
            {...bindTextField(form, 'value')}
            hint={
              facts
                ? t('contracts.form.valueHint', { currency: facts.currency })
                : t('contracts.form.valueHintNoCurrency')
            }
          />
          <TextField
            type="date"
            label={t('contracts.form.expiresAt')}
            isOptional
            min={today}
            hint={t('contracts.form.expiresAtHint')}
            {...bindTextField(form, 'expires_at')}
          />
        </div>
        <FormSection legend={t('contracts.form.signingOrder')}>
          <div className={styles.choices}>
            {SIGNING_ORDERS.map((order) => (
              <label key={order} className={kitStyles.check}>
                <input
                  type="radio"
                  name={orderName}
                  value={order}
                  checked={values.signing_order === order}
                  onChange={() => set('signing_order', order)}
                />
                {t(`contracts.signingOrders.${order}`)}
              </label>
            ))}
          </div>
          {errorOf('signing_order') ? (
            <p className={kitStyles.fieldError}>{errorOf('signing_order')}</p>
          ) : null}
        </FormSection>
      </FormSection>
      <VariablesFields
        fields={shown.fields}
        values={values.variables}
        errorOf={errorOf}
        onChange={(key, value) =>
          form.change({ ...values, variables: { ...values.variables, [key]: value } }, [
            `variables.${key}`,
            'variables',
          ])
        }
      />
      <SignersEditor
        rows={values.signers}
        errorOf={errorOf}
        onChange={(signers, paths) => form.change({ ...values, signers }, paths)}
      />
      <ContractPreview
        clauses={template?.clauses ?? contract?.body ?? null}
        isStored={!template && contract !== undefined}
        values={preview}
      />
    </TabForm>
  );
}
