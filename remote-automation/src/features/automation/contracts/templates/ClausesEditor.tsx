import { TextAreaField, TextField } from '@atelier/shared';
import { CONTRACT_TEMPLATE_LIMITS } from '@atelier/shared/contract';
import { kitStyles, numberedRowLabels, RowList } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { FormSection } from '../../common/FormSection';
import { AddRow } from '../../common/RowEditorParts';
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

/** Puts the focus on a control once React has drawn the list in its new order. */
const focusLater = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.focus());

/** The template's clauses in contract order: add, remove and reorder, each named by its number. */
export function ClausesEditor({ rows, onChange, errorOf, idOf, onCaret }: ClausesEditorProps) {
  const { t } = useTranslation(NAMESPACE);
  const addId = idOf(0, 'add');
  // Moving or removing rows renumbers the paths after them: every row message is stale.
  const reshape = (next: ClauseRow[]) => onChange(next, ['clauses']);
  const edit = (index: number, field: ClauseField, value: string) =>
    onChange(
      rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)),
      // A clause's placeholders may be what the variables' message was about.
      [`clauses.${index}.${field}`, 'variables'],
    );
  const remove = (index: number) => {
    reshape(removeRow(rows, index));
    focusLater(addId);
  };
  const add = () => {
    const row = newClauseRow();
    reshape([...rows, row]);
    focusLater(idOf(row.rowId, 'title'));
  };
  const listError = errorOf('clauses');

  return (
    <FormSection legend={t('contracts.templates.fields.clauses')} isRoomy>
      <p className={kitStyles.note}>{t('contracts.templates.form.clausesHint')}</p>
      <RowList
        rows={rows}
        rowKey={(row) => row.rowId}
        className={kitStyles.rowList}
        rowClassName={styles.row}
        actionsClassName={kitStyles.clusterTight}
        labels={numberedRowLabels(t, 'contracts.templates.form.clause')}
        ends="focusable"
        keepsFocus
        buttonId={(row, part) => idOf(row.rowId, part)}
        onMove={(index, by) => reshape(moveRow(rows, index, by))}
        onRemove={remove}
        renderRow={(row, index) => {
          const number = index + 1;
          const keepCaret = (target: HTMLTextAreaElement) =>
            onCaret(row.rowId, { start: target.selectionStart, end: target.selectionEnd });
          return (
            <>
              <TextField
                id={idOf(row.rowId, 'title')}
                label={t('contracts.templates.form.clauseTitle', { number })}
                required
                value={row.title}
                error={errorOf(`clauses.${index}.title`)}
                onChange={(event) => edit(index, 'title', event.target.value)}
              />
              <TextAreaField
                id={idOf(row.rowId, 'body')}
                label={t('contracts.templates.form.clauseBody', { number })}
                required
                rows={4}
                value={row.body}
                error={errorOf(`clauses.${index}.body`)}
                onChange={(event) => edit(index, 'body', event.target.value)}
                onSelect={(event) => keepCaret(event.currentTarget)}
                onBlur={(event) => keepCaret(event.currentTarget)}
              />
            </>
          );
        }}
      />
      <AddRow
        listError={listError}
        id={addId}
        disabled={rows.length >= CONTRACT_TEMPLATE_LIMITS.clauses}
        onClick={add}
      >
        {t('contracts.templates.form.addClause')}
      </AddRow>
    </FormSection>
  );
}
