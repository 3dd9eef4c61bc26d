import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import styles from './PreviewBanner.module.css';
import { usePreviewState } from './published';

/**
 * Says, on every page of a visit opened by a preview link, that the words shown are a draft
 * (or that the link was refused and the published page is shown instead).
 */
export function PreviewBanner() {
  const { t } = useTranslation(NAMESPACE);
  const state = usePreviewState();
  if (state === 'none') return null;
  return (
    <div role="status" className={state === 'showing' ? styles.banner : styles.refused}>
      {state === 'showing' ? t('contentPreview.banner') : t('contentPreview.refused')}
    </div>
  );
}
