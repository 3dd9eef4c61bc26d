import { Badge, Button, type ProjectTemplate, useFormat } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { DetailsDialog, DetailsSection } from '../common/DetailsDialog';
import { FactList } from '../common/FactList';
import styles from './Templates.module.css';
import { priceRange } from './template-format';

type TemplateDetailsDialogProps = {
  template: ProjectTemplate | null;
  currency: string;
  onClose: () => void;
  onUse: (template: ProjectTemplate) => void;
  onEdit: (template: ProjectTemplate) => void;
  onDuplicate: (template: ProjectTemplate) => void;
  onArchive: (template: ProjectTemplate) => void;
};

/** Everything a template holds, and what can be done with it. */
export function TemplateDetailsDialog(props: TemplateDetailsDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <DetailsDialog
      item={props.template}
      title={(template) => template.name}
      onClose={props.onClose}
      actions={(template) => (
        <>
          <Button variant="danger" onClick={() => props.onArchive(template)}>
            {t('templates.details.archive')}
          </Button>
          <Button variant="secondary" onClick={() => props.onDuplicate(template)}>
            {t('templates.details.duplicate')}
          </Button>
          <Button variant="secondary" onClick={() => props.onEdit(template)}>
            {t('templates.details.edit')}
          </Button>
          <Button onClick={() => props.onUse(template)}>{t('templates.card.use')}</Button>
        </>
      )}
    >
      {(template) => <TemplateDetails template={template} currency={props.currency} />}
    </DetailsDialog>
  );
}

function TemplateDetails({ template, currency }: { template: ProjectTemplate; currency: string }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const facts: Array<[string, ReactNode]> = [
    [t('templates.fields.category'), t(`tabs.templates.categories.${template.category}`)],
    [t('templates.fields.complexity'), t(`templates.complexities.${template.complexity}`)],
    [t('templates.fields.duration'), t('templates.card.weeks', { count: template.duration_weeks })],
    [
      t('templates.fields.priceRange'),
      priceRange(format, template.price_min_cents, template.price_max_cents, currency),
    ],
    [t('templates.fields.rule'), <TemplateRule key="rule" template={template} />],
    [t('templates.fields.usage'), t('templates.card.used', { count: template.usage_count })],
  ];
  return (
    <>
      <div className={kitStyles.cluster}>
        <Badge tone="primary">{t(`tabs.templates.categories.${template.category}`)}</Badge>
      </div>
      <p className={styles.description}>
        {template.description ?? t('templates.details.noDescription')}
      </p>
      <FactList facts={facts} />
      <DetailsSection title={t('templates.fields.tasks')}>
        {template.tasks.length === 0 ? (
          <p className={kitStyles.note}>{t('templates.details.noTasks')}</p>
        ) : (
          <table className={kitStyles.compactTable}>
            <thead>
              <tr>
                <th scope="col">{t('templates.details.task')}</th>
                <th scope="col">{t('templates.details.starts')}</th>
                <th scope="col">{t('templates.details.lasts')}</th>
                <th scope="col">{t('templates.details.role')}</th>
              </tr>
            </thead>
            <tbody>
              {template.tasks.map((task, index) => (
                // Tasks have no id: their place in the plan is what tells them apart.
                <tr key={index}>
                  <th scope="row">{task.name}</th>
                  <td>{task.offset_days}</td>
                  <td>{task.duration_days}</td>
                  <td>{task.role ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </DetailsSection>
      <ListSection title={t('templates.fields.deliverables')} items={template.deliverables} />
      <ListSection title={t('templates.fields.technologies')} items={template.technologies} />
    </>
  );
}

function ListSection({ title, items }: { title: string; items: string[] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <DetailsSection title={title}>
      {items.length === 0 ? (
        <p className={kitStyles.note}>{t('templates.details.none')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </DetailsSection>
  );
}

/** The template's invoicing rule, and the moments chosen off the default (task numbers). */
function TemplateRule({ template }: { template: ProjectTemplate }) {
  const { t } = useTranslation(NAMESPACE);
  if (template.rule_name === null) return <>{t('templates.details.noRule')}</>;
  const momentOf = (at: string | number) =>
    typeof at === 'number'
      ? t('invoicing.moments.milestone', { name: template.tasks[at - 1]?.name ?? String(at) })
      : t(`invoicing.moments.${at}`);
  const steps = template.rule_steps ?? [];
  return (
    <>
      {template.rule_name}
      {steps.length > 0 ? (
        <ul className={styles.list}>
          {steps.map((entry) => (
            <li key={entry.step}>
              {t('templates.details.ruleStep', {
                step: entry.step + 1,
                moment: momentOf(entry.at),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
