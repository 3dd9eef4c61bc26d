import { Button } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Marketing.module.css';
import { campaignUrl, type UtmTags } from './utm-link';

/**
 * The campaign's full link on the public site (served from this origin) and a button that
 * copies it; the outcome is announced to screen readers.
 */
export function CampaignLink({ tags }: { tags: UtmTags }) {
  const { t } = useTranslation(NAMESPACE);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const url = campaignUrl(window.location.origin, tags);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }

  return (
    <div className={styles.link}>
      <span>{t('marketing.campaigns.link.label')}</span>
      <p className={styles.linkText} data-testid="campaign-link">
        {url}
      </p>
      <div className={kitStyles.cluster}>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {t('marketing.campaigns.link.copy')}
        </Button>
        <span role="status">
          {copied === 'yes'
            ? t('marketing.campaigns.link.copied')
            : copied === 'no'
              ? t('marketing.campaigns.link.copyFailed')
              : ''}
        </span>
      </div>
    </div>
  );
}
