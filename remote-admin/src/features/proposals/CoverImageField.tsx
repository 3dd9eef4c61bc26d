import { Button, FailureLine } from '@atelier/shared';
import { altIn } from '@atelier/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ImagePicker } from '../images/ImagePicker';
import styles from './ProposalForm.module.css';
import type { ProposalFormValues } from './proposal-form';

type Cover = ProposalFormValues['cover'];

/**
 * The proposal's cover: an image of the library chosen in its picker, which refuses one without
 * alt text in English and French (the client reads the proposal in either); removable. The
 * chosen image is named by its alt text in the language the page shows.
 */
export function CoverImageField(props: {
  value: Cover;
  error: string | undefined;
  onChange: (cover: Cover) => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [isPicking, setIsPicking] = useState(false);
  const { value } = props;
  return (
    <fieldset className={styles.recipient}>
      <legend>{t('proposals.cover.label')}</legend>
      <p>
        {value
          ? t('proposals.cover.chosen', {
              alt: altIn(value.alt, i18n.resolvedLanguage ?? i18n.language) || value.id,
            })
          : t('proposals.cover.none')}
      </p>
      <FailureLine>{props.error}</FailureLine>
      <div className={styles.kinds}>
        <Button type="button" variant="secondary" size="sm" onClick={() => setIsPicking(true)}>
          {value ? t('proposals.cover.change') : t('proposals.cover.choose')}
        </Button>
        {value ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => props.onChange(null)}>
            {t('proposals.cover.remove')}
          </Button>
        ) : null}
      </div>
      <ImagePicker
        isOpen={isPicking}
        onClose={() => setIsPicking(false)}
        onPick={(image) => {
          props.onChange({ id: image.id, alt: image.alt });
          setIsPicking(false);
        }}
      />
    </fieldset>
  );
}
