import { Button, FailureLine, TextField, toast } from '@atelier/shared';
import { MEDIA_LIMITS, type MediaImage } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { updateImage } from './api';
import { FocalPointPicker } from './FocalPointPicker';
import styles from './Images.module.css';
import { useImagesFailure } from './images-failure';
import { useImagesWrite } from './use-images';

const tagsFromText = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

/**
 * Focal point, alt text in both languages and tags, saved together. What was typed stays when
 * the save fails; the server's field messages appear next to their fields.
 */
export function ImageDetailsForm({
  image,
  onSaved,
}: {
  image: MediaImage;
  onSaved: (image: MediaImage) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const describe = useImagesFailure();
  const write = useImagesWrite();
  const [focal, setFocal] = useState(image.focal);
  const [altEn, setAltEn] = useState(image.alt.en);
  const [altFr, setAltFr] = useState(image.alt.fr);
  const [tags, setTags] = useState(image.tags.join(', '));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setIsSaving(true);
    const result = await write(() =>
      updateImage({ id: image.id, alt: { en: altEn, fr: altFr }, focal, tags: tagsFromText(tags) }),
    );
    setIsSaving(false);
    if (!result.success) {
      setFields(result.fields ?? {});
      setFailure(describe(result));
      return;
    }
    setFields({});
    setFailure(null);
    toast.success(t('images.details.saved'));
    onSaved(result.image);
  }

  const tagError = Object.entries(fields).find(([key]) => key.startsWith('tags'))?.[1] ?? null;
  return (
    <form className={styles.detailsForm} onSubmit={save} noValidate>
      <FocalPointPicker image={image} focal={focal} onChange={setFocal} />
      {fields['focal.x'] || fields['focal.y'] ? (
        <p className={kitStyles.dangerText}>{fields['focal.x'] ?? fields['focal.y']}</p>
      ) : null}
      <TextField
        label={t('images.details.altEn')}
        hint={t('images.details.altHint')}
        value={altEn}
        maxLength={MEDIA_LIMITS.alt}
        onChange={(event) => setAltEn(event.target.value)}
        error={fields['alt.en'] ?? null}
      />
      <TextField
        label={t('images.details.altFr')}
        hint={t('images.details.altHint')}
        value={altFr}
        maxLength={MEDIA_LIMITS.alt}
        onChange={(event) => setAltFr(event.target.value)}
        error={fields['alt.fr'] ?? null}
      />
      <TextField
        label={t('images.details.tags')}
        hint={t('images.details.tagsHint')}
        value={tags}
        onChange={(event) => setTags(event.target.value)}
        error={tagError}
        isOptional
      />
      <FailureLine>{failure}</FailureLine>
      <div>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t('images.details.saving') : t('images.details.save')}
        </Button>
      </div>
    </form>
  );
}
