import { Button, formatFor, toast } from '@atelier/shared';
import type { DocumentSeal } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './SettingsPage.module.css';
import { SettingsSection } from './SettingsSection';

/**
 * The certificate that seals signed contracts (docs/contracts.md#the-seal), read-only: it is
 * set where the backend runs (`ATELIER_SIGNING_P12`), not here. Null: the backend seals nothing.
 */
export function DocumentSealSection({
  seal,
  timeZone,
}: {
  seal: DocumentSeal | null;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);

  async function copy(fingerprint: string) {
    try {
      await navigator.clipboard.writeText(fingerprint);
      toast.success(t('settings.seal.copied'));
    } catch {
      toast.error(t('settings.seal.copyFailed'));
    }
  }

  return (
    <SettingsSection id="seal" title={t('settings.seal.title')} note={t('settings.seal.note')}>
      {seal ? (
        <dl className={styles.facts} data-testid="document-seal">
          <dt>{t('settings.seal.subject')}</dt>
          <dd>{seal.subject}</dd>
          <dt>{t('settings.seal.fingerprint')}</dt>
          <dd className={kitStyles.toolbar}>
            <code className={styles.fingerprint}>{seal.fingerprint}</code>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void copy(seal.fingerprint)}
              aria-label={t('settings.seal.copy')}
            >
              {t('settings.seal.copyShort')}
            </Button>
          </dd>
          <dt>{t('settings.seal.validUntil')}</dt>
          <dd>{formatFor(i18n.language, timeZone).longLocalDay(seal.not_after)}</dd>
          <dt>{t('settings.seal.source')}</dt>
          <dd>{t(`settings.seal.sources.${seal.source}`)}</dd>
        </dl>
      ) : (
        <p>{t('settings.seal.none')}</p>
      )}
    </SettingsSection>
  );
}
