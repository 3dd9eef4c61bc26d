import { type Proposal, useFormat } from '@atelier/shared';
import { useContractTemplateChoices } from '@atelier/shared/data/contracts';
import { useTemplateChoices } from '@atelier/shared/data/templates';
import { kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './ProposalOutcome.module.css';

/**
 * What the client does after accepting, as the proposal was written: the contract to sign,
 * the deposit and the project template. Nothing when the proposal asks for none of them.
 */
export function ProposalFlowSettings({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const titleId = useId();
  const contractTemplates = useContractTemplateChoices(Boolean(proposal.contract_template_id));
  const projectTemplates = useTemplateChoices(Boolean(proposal.project_template_id));
  const nameOf = (templates: { id: string; name: string }[] | undefined, id: string) =>
    templates?.find((template) => template.id === id)?.name ?? t('common.pickers.loading');

  const facts: { term: string; value: string }[] = [];
  if (proposal.contract_template_id) {
    facts.push({
      term: t('proposals.outcome.contractTemplate'),
      value: nameOf(contractTemplates.data?.templates, proposal.contract_template_id),
    });
  }
  if (proposal.deposit_percent !== null) {
    facts.push({
      term: t('proposals.outcome.deposit'),
      value: t('proposals.outcome.depositPercent', { percent: proposal.deposit_percent }),
    });
  } else if (proposal.deposit_cents !== null) {
    facts.push({
      term: t('proposals.outcome.deposit'),
      value: format.money(proposal.deposit_cents, proposal.currency),
    });
  }
  if (proposal.project_template_id) {
    facts.push({
      term: t('proposals.outcome.projectTemplate'),
      value: nameOf(projectTemplates.data?.templates, proposal.project_template_id),
    });
  }
  if (facts.length === 0) return null;

  return (
    <section className={kitStyles.answerPanel} aria-labelledby={titleId}>
      <h2 id={titleId} className={kitStyles.sectionTitle}>
        {t('proposals.flow.legend')}
      </h2>
      <dl className={`${kitStyles.terms} ${kitStyles.termsFold}`}>
        {facts.map((fact) => (
          <div key={fact.term} className={styles.fact}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
