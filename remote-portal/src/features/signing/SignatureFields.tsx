import { TextField } from '@atelier/shared';
import { RadioChoices } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { SignaturePad } from './SignaturePad';
import styles from './Signing.module.css';
import type { SignatureDraft } from './signature-input';

/**
 * The choice between a typed and a drawn signature and its control: the contract's sign form
 * and a proposal's acceptance both use it. What was typed and what was drawn are both kept
 * in the draft, so switching back and forth loses neither.
 */
export function SignatureFields({
  draft,
  error,
  onChange,
}: {
  draft: SignatureDraft;
  error: string | null;
  onChange: (changes: Partial<SignatureDraft>) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const groupName = useId();
  return (
    <>
      <fieldset className={styles.methods}>
        <legend className={styles.legend}>{t('signing.sign.method')}</legend>
        <RadioChoices
          name={groupName}
          choices={['typed', 'drawn'] as const}
          value={draft.type}
          onChange={(type) => onChange({ type })}
          label={(type) => t(`signing.sign.${type}`)}
          className={styles.method}
        />
      </fieldset>
      {draft.type === 'typed' ? (
        <>
          <TextField
            label={t('signing.sign.typedLabel')}
            name="typed-signature"
            autoComplete="name"
            value={draft.typed}
            error={error}
            onChange={(event) => onChange({ typed: event.target.value })}
          />
          <figure className={styles.preview}>
            <figcaption className={styles.hint}>{t('signing.sign.preview')}</figcaption>
            <p className={styles.script}>{draft.typed.trim() || '\u00a0'}</p>
          </figure>
        </>
      ) : (
        <SignaturePad value={draft.drawn} error={error} onChange={(drawn) => onChange({ drawn })} />
      )}
    </>
  );
}
