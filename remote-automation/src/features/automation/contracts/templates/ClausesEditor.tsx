import { Button, FailureLine, TextAreaField, TextField } from '@atelier/shared';
import { CONTRACT_TEMPLATE_LIMITS } from '@atelier/shared/contract';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
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
  /**
   * Moving re-orders the DOM, which can take the focus off the button just pressed: it is put
   * back. At either end the button stays focusable (aria-disabled) and does nothing.
   */
  const move = (index: number, by: -1 | 1) => {
    const row = rows[index];
    const next = moveRow(rows, index, by);
    if (!row || next === rows) return;
    reshape(next);
    focusLater(idOf(row.rowId, by === -1 ? 'up' : 'down'));
  };
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
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('contracts.templates.fields.clauses')}</legend>
      <p className={styles.muted}>{t('contracts.templates.form.clausesHint')}</p>
      <ol className={styles.rows}>
        {rows.map((row, index) => {
          const number = index + 1;
          const keepCaret = (target: HTMLTextAreaElement) =>
            onCaret(row.rowId, { start: target.selectionStart, end: target.selectionEnd });
          return (
            <li key={row.rowId} className={styles.row}>
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
              <div className={styles.rowActions}>
                <Button
                  id={idOf(row.rowId, 'up')}
                  size="sm"
                  variant="ghost"
                  aria-disabled={index === 0 || undefined}
                  onClick={() => move(index, -1)}
                >
                  {t('contracts.templates.form.clauseUp', { number })}
                </Button>
                <Button
                  id={idOf(row.rowId, 'down')}
                  size="sm"
                  variant="ghost"
                  aria-disabled={index === rows.length - 1 || undefined}
                  onClick={() => move(index, 1)}
                >
                  {t('contracts.templates.form.clauseDown', { number })}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => remove(index)}>
                  {t('contracts.templates.form.clauseRemove', { number })}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <FailureLine>{listError}</FailureLine>
      <div>
        <Button
          id={addId}
          size="sm"
          variant="secondary"
          disabled={rows.length >= CONTRACT_TEMPLATE_LIMITS.clauses}
          onClick={add}
        >
          {t('contracts.templates.form.addClause')}
        </Button>
      </div>
    </fieldset>
  );
}
