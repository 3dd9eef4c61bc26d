import { Button, getRuntimeConfig } from '@atelier/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../common/RecordForm.module.css';
import { NAMESPACE } from '../../i18n';
import { LOGO_MAX_BYTES, LOGO_TYPES, updateSettings, uploadLogo } from './api';
import styles from './SettingsPage.module.css';
import { useSettingsFailure } from './settings-form';
import { useSettingsWrite } from './use-settings';

/**
 * The agency's logo: a PNG, JPEG or WebP of at most 1 MB, uploaded to `media/branding/` and
 * then named in the settings (the media library will take this over, docs/settings.md).
 */
export function LogoField({ logoUrl }: { logoUrl: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const write = useSettingsWrite();
  const describe = useSettingsFailure();
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const replaceLogo = async (file: File) => {
    if (!LOGO_TYPES.includes(file.type)) return setMessage(t('settings.logo.wrongType'));
    if (file.size > LOGO_MAX_BYTES) return setMessage(t('settings.logo.tooLarge'));
    setIsBusy(true);
    setMessage(null);
    try {
      const uploaded = await uploadLogo(file);
      if (!uploaded.success) return setMessage(describe(uploaded));
      const saved = await write(() => updateSettings({ logo_path: uploaded.path }));
      if (!saved.success) setMessage(saved.fields?.logo_path ?? describe(saved));
    } finally {
      setIsBusy(false);
    }
  };

  const remove = async () => {
    setIsBusy(true);
    setMessage(null);
    try {
      const saved = await write(() => updateSettings({ logo_path: null }));
      if (!saved.success) setMessage(describe(saved));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className={styles.section}>
      <label htmlFor={id}>
        <strong>{t('settings.logo.label')}</strong>
      </label>
      <p className={styles.sectionNote} id={`${id}-hint`}>
        {t('settings.logo.hint')}
      </p>
      <div className={styles.logo}>
        {logoUrl ? (
          <img
            className={styles.logoImage}
            src={`${getRuntimeConfig().backendUrl}${logoUrl}`}
            alt={t('settings.logo.current')}
          />
        ) : (
          <span className={styles.muted}>{t('settings.logo.none')}</span>
        )}
        <input
          id={id}
          type="file"
          accept={LOGO_TYPES.join(',')}
          aria-describedby={`${id}-hint`}
          disabled={isBusy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void replaceLogo(file);
          }}
        />
        {logoUrl ? (
          <Button variant="secondary" disabled={isBusy} onClick={() => void remove()}>
            {t('settings.logo.remove')}
          </Button>
        ) : null}
      </div>
      {message ? (
        <p className={formStyles.failure} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
