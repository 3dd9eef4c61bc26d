import { Badge, Button, type InvoiceRule, useFormat } from '@atelier/shared';
import { useAgencyCurrency } from '@atelier/shared/data/invoices';
import { type Column, DataTable, kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { ruleAmount, ruleDueTerms, ruleSchedule } from './rule-summary';

export type RuleActions = {
  onEdit: (rule: InvoiceRule) => void;
  onToggleActive: (rule: InvoiceRule) => void;
  onAttach: (rule: InvoiceRule) => void;
  onDelete: (rule: InvoiceRule) => void;
  /** The rule whose pause or resume is on its way (its button waits). */
  pendingId: string | null;
};

/** Every rule with what it invoices, when, on which terms, and what can be done with it. */
export function RuleTable({ rules, actions }: { rules: InvoiceRule[]; actions: RuleActions }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const currency = useAgencyCurrency();
  const columns: Column<InvoiceRule>[] = [
    {
      key: 'name',
      header: t('invoicing.rules.columns.name'),
      render: (rule) => (
        <>
          <strong>{rule.name}</strong>
          {rule.condition ? <span className={kitStyles.detail}>{rule.condition}</span> : null}
        </>
      ),
    },
    {
      key: 'trigger',
      header: t('invoicing.rules.columns.trigger'),
      render: (rule) => t(`invoicing.triggers.${rule.trigger}`),
    },
    {
      key: 'amount',
      header: t('invoicing.rules.columns.amount'),
      isNumeric: true,
      render: (rule) => ruleAmount(rule, format, currency),
    },
    {
      key: 'schedule',
      header: t('invoicing.rules.columns.schedule'),
      render: (rule) => ruleSchedule(rule, t, format, currency),
    },
    {
      key: 'terms',
      header: t('invoicing.rules.columns.terms'),
      render: (rule) => (
        <>
          {ruleDueTerms(rule, t)}
          <span className={kitStyles.detail}>{t(`invoicing.sendModes.${rule.send_mode}`)}</span>
        </>
      ),
    },
    {
      key: 'active',
      header: t('invoicing.rules.columns.status'),
      render: (rule) =>
        rule.is_active ? (
          <Badge tone="success">{t('invoicing.rules.active')}</Badge>
        ) : (
          <Badge tone="warning">{t('invoicing.rules.paused')}</Badge>
        ),
    },
    {
      key: 'projects',
      header: t('invoicing.rules.columns.projects'),
      isNumeric: true,
      render: (rule) => rule.projectsUsed,
    },
    {
      key: 'actions',
      header: t('invoicing.rules.columns.actions'),
      render: (rule) => (
        <div className={kitStyles.clusterTight}>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('invoicing.rules.editLabel', { name: rule.name })}
            onClick={() => actions.onEdit(rule)}
          >
            {t('invoicing.rules.edit')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t(
              rule.is_active ? 'invoicing.rules.pauseLabel' : 'invoicing.rules.resumeLabel',
              {
                name: rule.name,
              },
            )}
            disabled={actions.pendingId === rule.id}
            onClick={() => actions.onToggleActive(rule)}
          >
            {t(rule.is_active ? 'invoicing.rules.pause' : 'invoicing.rules.resume')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('invoicing.rules.attachLabel', { name: rule.name })}
            onClick={() => actions.onAttach(rule)}
          >
            {t('invoicing.rules.attach')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('invoicing.rules.deleteLabel', { name: rule.name })}
            onClick={() => actions.onDelete(rule)}
          >
            {t('invoicing.rules.delete')}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('invoicing.rules.caption')}
      columns={columns}
      rows={rules}
      rowKey={(rule) => rule.id}
    />
  );
}
