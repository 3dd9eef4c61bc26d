import { Button, FailureLine } from '@atelier/shared';
import type { MediaLocale, SettingsChanges } from '@atelier/shared/contract';
import { useSettingsWrites } from '@atelier/shared/data/settings';
import { kitStyles } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ImagePicker } from '../images/ImagePicker';
import { LogoPreview } from './LogoPreview';
import styles from './SettingsPage.module.css';
import { useSettingsFailure } from './settings-form';

/**
 * The agency's logo: an image of the media library, chosen in its picker (which refuses one
 * without alt text in English and French) and saved at once. The library then lists it as
 * "Agency logo" and refuses to delete it while it is the logo (docs/settings.md).
 */
export function LogoField({
  logoUrl,
  logoAlt,
}: {
  logoUrl: string | null;
  logoAlt: Record<MediaLocale, string> | null;
}) {
  const { t } = useTranslation(NAMESPACE);
  const writes = useSettingsWrites();
  const describe = useSettingsFailure();
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isPicking, setIsPicking] = useState(false);

  const save = async (changes: SettingsChanges) => {
    setIsBusy(true);
    setMessage(null);
    try {
      const saved = await writes.update(changes);
      if (!saved.success) setMessage(saved.fields?.logo_image_id ?? describe(saved));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className={kitStyles.stack}>
      <strong>{t('settings.logo.label')}</strong>
      <p className={kitStyles.note}>{t('settings.logo.hint')}</p>
      <div className={kitStyles.toolbarWide}>
        {logoUrl ? (
          <LogoPreview url={logoUrl} alt={logoAlt} />
        ) : (
          <span className={styles.muted}>{t('settings.logo.none')}</span>
        )}
        <Button variant="secondary" disabled={isBusy} onClick={() => setIsPicking(true)}>
          {logoUrl ? t('settings.logo.change') : t('settings.logo.choose')}
        </Button>
        {logoUrl ? (
          <Button
            variant="ghost"
            disabled={isBusy}
            onClick={() => void save({ logo_image_id: null, logo_path: null })}
          >
            {t('settings.logo.remove')}
          </Button>
        ) : null}
      </div>
      <FailureLine variant="banner">{message}</FailureLine>
      <ImagePicker
        isOpen={isPicking}
        onClose={() => setIsPicking(false)}
        onPick={(image) => {
          setIsPicking(false);
          void save({ logo_image_id: image.id });
        }}
      />
    </div>
  );
}
