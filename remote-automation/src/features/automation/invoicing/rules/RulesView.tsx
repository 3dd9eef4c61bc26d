import { Button, type InvoiceRule, toast } from '@atelier/shared';
import { useInvoiceRules, useInvoicingWrites } from '@atelier/shared/data/invoice-automation';
import { EmptyState } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { failureMessage } from '../../common/failure-message';
import { LoadState } from '../../common/LoadState';
import { ReminderSettingsCard } from '../reminders/ReminderSettingsCard';
import { AttachRuleDialog } from './AttachRuleDialog';
import { DeleteRuleDialog } from './DeleteRuleDialog';
import { RuleFormDialog } from './RuleFormDialog';
import styles from './RulesView.module.css';
import { RuleTable } from './RuleTable';
import { RunSchedulesCard } from './RunSchedulesCard';

/** What the open dialog is about: a new rule, or one rule to edit, attach or delete. */
type Opened = { kind: 'new' } | { kind: 'edit' | 'attach' | 'delete'; rule: InvoiceRule } | null;

/** Invoice Rules: the rules and their actions, the agency's reminders, the scheduler's run. */
export function RulesView() {
  const { t } = useTranslation(NAMESPACE);
  const rules = useInvoiceRules();
  const writes = useInvoicingWrites();
  const [opened, setOpened] = useState<Opened>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const close = () => setOpened(null);
  const ruleFor = (kind: 'edit' | 'attach' | 'delete') =>
    opened && opened.kind === kind ? opened.rule : null;

  async function toggleActive(rule: InvoiceRule) {
    setPendingId(rule.id);
    try {
      const result = await writes.update({ id: rule.id, is_active: !rule.is_active });
      if (result.success) {
        toast.success(
          t(result.rule.is_active ? 'invoicing.rules.resumed' : 'invoicing.rules.pausedToast', {
            name: rule.name,
          }),
        );
      } else {
        toast.error(failureMessage(t, result, 'invoicing'));
      }
    } finally {
      setPendingId(null);
    }
  }

  const list = rules.data?.rules ?? [];
  return (
    <>
      <div className={styles.toolbar}>
        <p>{t('invoicing.rules.intro')}</p>
        <Button onClick={() => setOpened({ kind: 'new' })}>{t('invoicing.rules.new')}</Button>
      </div>
      <LoadState scope="invoicing" query={rules} title={t('invoicing.rules.loadFailed')} />
      {rules.data && list.length === 0 ? (
        <EmptyState
          title={t('tabs.invoicing.views.rules.emptyTitle')}
          description={t('tabs.invoicing.views.rules.emptyDescription')}
        />
      ) : null}
      {list.length > 0 ? (
        <RuleTable
          rules={list}
          actions={{
            onEdit: (rule) => setOpened({ kind: 'edit', rule }),
            onToggleActive: (rule) => void toggleActive(rule),
            onAttach: (rule) => setOpened({ kind: 'attach', rule }),
            onDelete: (rule) => setOpened({ kind: 'delete', rule }),
            pendingId,
          }}
        />
      ) : null}
      <div className={styles.cards}>
        <ReminderSettingsCard />
        <RunSchedulesCard />
      </div>
      <RuleFormDialog
        // A fresh form per rule opened, so one rule's edits never show on another.
        key={opened?.kind === 'edit' ? opened.rule.id : 'new'}
        isOpen={opened?.kind === 'new' || opened?.kind === 'edit'}
        rule={ruleFor('edit') ?? undefined}
        onClose={close}
      />
      <AttachRuleDialog rule={ruleFor('attach')} onClose={close} />
      <DeleteRuleDialog rule={ruleFor('delete')} onClose={close} />
    </>
  );
}
