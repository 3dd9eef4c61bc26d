import { TextField } from '@atelier/shared';
import { CONTRACT_LIMITS } from '@atelier/shared/contract';
import { numberedRowLabels } from '@atelier/shared/kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { RowEditor, withRowField } from '../../common/RowEditor';
import styles from './ContractForm.module.css';
import { addSignerRow, moveSignerRow, removeSignerRow, type SignerRow } from './contract-form';

type SignersEditorProps = {
  rows: SignerRow[];
  /** `paths` are the field paths edited, so their old server messages go. */
  onChange: (rows: SignerRow[], paths: string[]) => void;
  errorOf: (path: string) => string | null;
};

type SignerField = 'name' | 'email' | 'role';

/**
 * The signers in signing order: rows to add, remove and reorder, each control named with its
 * row's number. Focus stays with the moved row's button, goes to a new row's name, or lands on
 * "Add signer" after a removal, so a keyboard user keeps their place.
 */
export function SignersEditor({ rows, onChange, errorOf }: SignersEditorProps) {
  const { t } = useTranslation(NAMESPACE);
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const [focusAfter, setFocusAfter] = useState<string[] | null>(null);

  useEffect(() => {
    if (!focusAfter) return;
    const find = (name: string) =>
      rootRef.current?.querySelector<HTMLElement>(`[data-focus="${name}"]:not(:disabled)`);
    focusAfter.map(find).find(Boolean)?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  // Moving (RowList keeps the focus on the moved row's button) or removing rows renumbers the
  // paths after them: every row message is stale.
  const reshape = (next: SignerRow[], focus: string[]) => {
    onChange(next, ['signers']);
    setFocusAfter(focus);
  };

  return (
    <RowEditor<SignerRow, SignerField>
      sectionRef={rootRef}
      legend={t('contracts.form.signers')}
      hint={t('contracts.form.signersHint')}
      path="signers"
      errorOf={errorOf}
      rows={rows}
      rowKey={(row) => row.key}
      actionsClassName={styles.rowActions}
      labels={numberedRowLabels(t, 'contracts.form.signer')}
      keepsFocus
      canRemove={() => rows.length > 1}
      onMove={(index, by) => onChange(moveSignerRow(rows, index, by), ['signers'])}
      onRemove={(index) => reshape(removeSignerRow(rows, index), ['add'])}
      onEdit={(index, field, value) =>
        onChange(withRowField(rows, index, field, value), [`signers.${index}.${field}`])
      }
      addLabel={t('contracts.form.addSigner')}
      maxRows={CONTRACT_LIMITS.signers}
      onAdd={() => {
        const next = addSignerRow(rows);
        reshape(next, [`name-${next.at(-1)?.key}`]);
      }}
      addButton={{ 'data-focus': 'add' }}
      renderRow={(row, field, number) => {
        return (
          <>
            <TextField
              label={t('contracts.form.signerName', { number })}
              data-focus={`name-${row.key}`}
              required
              maxLength={CONTRACT_LIMITS.signerName}
              autoComplete="off"
              {...field('name')}
            />
            <TextField
              type="email"
              label={t('contracts.form.signerEmail', { number })}
              required
              autoComplete="off"
              {...field('email')}
            />
            <TextField
              label={t('contracts.form.signerRole', { number })}
              isOptional
              maxLength={CONTRACT_LIMITS.role}
              {...field('role')}
            />
          </>
        );
      }}
    />
  );
}
