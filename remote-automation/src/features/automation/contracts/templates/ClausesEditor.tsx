import { TextAreaField, TextField } from '@atelier/shared';
import { CONTRACT_TEMPLATE_LIMITS } from '@atelier/shared/contract';
import { kitStyles, numberedRowLabels } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { focusLater, RowEditor, withRowField } from '../../common/RowEditor';
import styles from './ContractTemplates.module.css';
import { type ClauseRow, newClauseRow } from './template-form';
import { type Caret, moveRow, removeRow } from './template-rows';

type ClausesEditorProps = {
  rows: ClauseRow[];
  /** `paths` are the field paths edited, so their old server messages go. */
  onChange: (rows: ClauseRow[], paths: string[]) => void;
  errorOf: (path: string) => string | null;
  /** The id of a row's control (`title`, `body`, `up`, `down`), to put the focus back on it. */
  idOf: (rowId: number, part: string) => string;
  /** Where the caret last was in a clause's text, for the Insert buttons. */
  onCaret: (rowId: number, caret: Caret) => void;
};

type ClauseField = 'title' | 'body';

/** The template's clauses in contract order: add, remove and reorder, each named by its number. */
export function ClausesEditor({ rows, onChange, errorOf, idOf, onCaret }: ClausesEditorProps) {
  const { t } = useTranslation(NAMESPACE);
  const addId = idOf(0, 'add');
  // Moving or removing rows renumbers the paths after them: every row message is stale.
  const reshape = (next: ClauseRow[]) => onChange(next, ['clauses']);
  const remove = (index: number) => {
    reshape(removeRow(rows, index));
    focusLater(addId);
  };
  const add = () => {
    const row = newClauseRow();
    reshape([...rows, row]);
    focusLater(idOf(row.rowId, 'title'));
  };

  return (
    <RowEditor<ClauseRow, ClauseField>
      legend={t('contracts.templates.fields.clauses')}
      hint={t('contracts.templates.form.clausesHint')}
      isRoomy
      path="clauses"
      errorOf={errorOf}
      rows={rows}
      rowKey={(row) => row.rowId}
      rowClassName={styles.row}
      actionsClassName={kitStyles.clusterTight}
      labels={numberedRowLabels(t, 'contracts.templates.form.clause')}
      ends="focusable"
      keepsFocus
      buttonId={(row, part) => idOf(row.rowId, part)}
      onMove={(index, by) => reshape(moveRow(rows, index, by))}
      onRemove={remove}
      onEdit={(index, field, value) =>
        onChange(
          withRowField(rows, index, field, value),
          // A clause's placeholders may be what the variables' message was about.
          [`clauses.${index}.${field}`, 'variables'],
        )
      }
      addLabel={t('contracts.templates.form.addClause')}
      maxRows={CONTRACT_TEMPLATE_LIMITS.clauses}
      onAdd={add}
      addButton={{ id: addId }}
      renderRow={(row, field, number) => {
        const keepCaret = (target: HTMLTextAreaElement) =>
          onCaret(row.rowId, { start: target.selectionStart, end: target.selectionEnd });
        return (
          <>
            <TextField
              id={idOf(row.rowId, 'title')}
              label={t('contracts.templates.form.clauseTitle', { number })}
              required
              {...field('title')}
            />
            <TextAreaField
              id={idOf(row.rowId, 'body')}
              label={t('contracts.templates.form.clauseBody', { number })}
              required
              rows={4}
              {...field('body')}
              onSelect={(event) => keepCaret(event.currentTarget)}
              onBlur={(event) => keepCaret(event.currentTarget)}
            />
          </>
        );
      }}
    />
  );
}
