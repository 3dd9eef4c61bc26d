import { Button } from '@atelier/shared';
import type { ContentLocale, PublicImage } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ImagePicker } from '../images/ImagePicker';
import styles from './Content.module.css';

/** What the field shows of the chosen image: its alt text in the page's language. */
export type ChosenImage = { id: string; alt: string };

/**
 * An image of the library for the page (`home.hero.image`): chosen in the library's picker,
 * which refuses an image without alt text in both languages; '' is no image.
 */
export function ImageField(props: {
  label: string;
  value: string;
  locale: ContentLocale;
  images: Readonly<Record<string, PublicImage>>;
  error: string | null;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [isPicking, setIsPicking] = useState(false);
  const [picked, setPicked] = useState<ChosenImage | null>(null);
  const known = props.images[props.value];
  const chosen =
    picked?.id === props.value ? picked : known ? { id: known.id, alt: known.alt } : null;

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{props.label}</legend>
      <p className={styles.muted}>
        {props.value === ''
          ? t('content.image.none')
          : t('content.image.chosen', { alt: chosen?.alt || props.value })}
      </p>
      {props.error ? <p className={kitStyles.dangerText}>{props.error}</p> : null}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" size="sm" onClick={() => setIsPicking(true)}>
          {props.value === '' ? t('content.image.choose') : t('content.image.change')}
        </Button>
        {props.value === '' ? null : (
          <Button type="button" variant="ghost" size="sm" onClick={() => props.onChange('')}>
            {t('content.image.remove')}
          </Button>
        )}
      </div>
      <ImagePicker
        isOpen={isPicking}
        onClose={() => setIsPicking(false)}
        onPick={(image) => {
          setPicked({ id: image.id, alt: image.alt[props.locale] });
          props.onChange(image.id);
          setIsPicking(false);
        }}
      />
    </fieldset>
  );
}
