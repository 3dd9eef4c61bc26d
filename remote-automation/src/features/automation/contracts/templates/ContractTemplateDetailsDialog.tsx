import { Badge, Button, type ContractTemplate, useFormat } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { DetailsDialog, DetailsSection } from '../../common/DetailsDialog';
import { FactList } from '../../common/FactList';
import styles from './ContractTemplates.module.css';
import { placeholderOf } from './template-preview';

type ContractTemplateDetailsDialogProps = {
  template: ContractTemplate | null;
  onClose: () => void;
  onEdit: (template: ContractTemplate) => void;
  onArchive: (template: ContractTemplate) => void;
};

/** The whole template: every clause as written, with its placeholders, and its variables. */
export function ContractTemplateDetailsDialog({
  template,
  onClose,
  onEdit,
  onArchive,
}: ContractTemplateDetailsDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <DetailsDialog
      item={template}
      title={(shown) => shown.name}
      onClose={onClose}
      actions={(shown) => (
        <>
          <Button variant="danger" onClick={() => onArchive(shown)}>
            {t('contracts.templates.details.archive')}
          </Button>
          <Button onClick={() => onEdit(shown)}>{t('contracts.templates.card.edit')}</Button>
        </>
      )}
    >
      {(shown) => <TemplateDetails template={shown} />}
    </DetailsDialog>
  );
}

function TemplateDetails({ template }: { template: ContractTemplate }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <>
      <div>
        <Badge tone="primary">{t(`contracts.types.${template.type}`)}</Badge>
      </div>
      <p className={kitStyles.note}>
        {template.description ?? t('contracts.templates.details.noDescription')}
      </p>
      <FactList
        facts={[
          [
            t('contracts.templates.fields.usage'),
            t('contracts.templates.card.used', { count: template.usage_count }),
          ],
          [t('contracts.templates.fields.updated'), format.localDay(template.updated_at)],
        ]}
      />
      <DetailsSection title={t('contracts.templates.fields.clauses')}>
        <ol className={styles.clauses}>
          {template.clauses.map((clause, index) => (
            // Clauses have no id: their place in the contract is what tells them apart.
            <li key={index}>
              <h4 className={styles.clauseTitle}>{clause.title}</h4>
              <p className={styles.clauseBody}>{clause.body}</p>
            </li>
          ))}
        </ol>
      </DetailsSection>
      <DetailsSection title={t('contracts.templates.fields.variables')}>
        {template.variables.length === 0 ? (
          <p className={kitStyles.note}>{t('contracts.templates.details.noVariables')}</p>
        ) : (
          <table className={kitStyles.compactTable}>
            <thead>
              <tr>
                <th scope="col">{t('contracts.templates.details.placeholder')}</th>
                <th scope="col">{t('contracts.templates.details.label')}</th>
                <th scope="col">{t('contracts.templates.details.default')}</th>
              </tr>
            </thead>
            <tbody>
              {template.variables.map((variable) => (
                <tr key={variable.key}>
                  <th scope="row" className={styles.code}>
                    {placeholderOf(variable.key)}
                  </th>
                  <td>{variable.label}</td>
                  <td>{variable.default ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </DetailsSection>
    </>
  );
}
