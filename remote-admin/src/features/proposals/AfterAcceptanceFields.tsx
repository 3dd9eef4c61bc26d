import { TextField } from '@atelier/shared';
import { kitStyles, RadioChoices } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ContractTemplatePicker,
  ProjectPicker,
  ProjectTemplatePicker,
} from '../../common/RecordPickers';
import { NAMESPACE } from '../../i18n';
import styles from './ProposalForm.module.css';
import type { DepositKind, ProjectKind, ProposalFormValues } from './proposal-form';

type FlowFieldsProps = {
  values: ProposalFormValues;
  messages: Record<string, string | undefined>;
  update: (values: ProposalFormValues) => void;
};

/**
 * What follows the client's acceptance: the contract they sign, the deposit they pay (a
 * percentage or an amount, never both) and the project the work goes into (none: a new one;
 * one the client has; or one made from a template).
 */
export function AfterAcceptanceFields({ values, messages, update }: FlowFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const depositName = useId();
  const projectName = useId();
  const isClient = values.recipientKind === 'client';
  const projectKinds: ProjectKind[] = isClient
    ? ['none', 'existing', 'template']
    : ['none', 'template'];

  return (
    <fieldset className={styles.recipient}>
      <legend>{t('proposals.flow.legend')}</legend>
      <p className={kitStyles.note}>{t('proposals.flow.hint')}</p>
      <ContractTemplatePicker
        label={t('proposals.flow.contract')}
        value={values.contractTemplateId}
        isOptional
        emptyLabel={t('proposals.flow.none')}
        error={messages.contract_template_id}
        onChange={(contractTemplateId) => update({ ...values, contractTemplateId })}
      />
      <fieldset className={styles.recipient}>
        <legend>{t('proposals.flow.deposit')}</legend>
        <div className={styles.kinds}>
          <RadioChoices
            name={depositName}
            choices={['none', 'percent', 'amount'] as const satisfies DepositKind[]}
            value={values.depositKind}
            onChange={(depositKind) => update({ ...values, depositKind })}
            label={(kind) => t(`proposals.flow.depositKinds.${kind}`)}
            className={styles.kind}
          />
        </div>
        {values.depositKind === 'none' ? null : (
          <TextField
            label={
              values.depositKind === 'percent'
                ? t('proposals.flow.depositPercent')
                : t('proposals.flow.depositAmount')
            }
            inputMode={values.depositKind === 'percent' ? 'numeric' : 'decimal'}
            value={values.deposit}
            error={
              values.depositKind === 'percent' ? messages.deposit_percent : messages.deposit_cents
            }
            onChange={(event) => update({ ...values, deposit: event.target.value })}
          />
        )}
      </fieldset>
      <fieldset className={styles.recipient}>
        <legend>{t('proposals.flow.project')}</legend>
        <div className={styles.kinds}>
          <RadioChoices
            name={projectName}
            choices={projectKinds}
            value={values.projectKind}
            onChange={(projectKind) => update({ ...values, projectKind })}
            label={(kind) => t(`proposals.flow.projectKinds.${kind}`)}
            className={styles.kind}
          />
        </div>
        {values.projectKind === 'existing' ? (
          <ProjectPicker
            label={t('proposals.flow.existingProject')}
            clientId={isClient ? values.clientId : ''}
            value={values.projectId}
            emptyLabel={t('proposals.flow.chooseProject')}
            error={messages.project_id}
            onChange={(projectId) => update({ ...values, projectId })}
          />
        ) : null}
        {values.projectKind === 'template' ? (
          <ProjectTemplatePicker
            label={t('proposals.flow.projectTemplate')}
            value={values.projectTemplateId}
            emptyLabel={t('proposals.flow.chooseTemplate')}
            error={messages.project_template_id}
            onChange={(projectTemplateId) => update({ ...values, projectTemplateId })}
          />
        ) : null}
      </fieldset>
    </fieldset>
  );
}
