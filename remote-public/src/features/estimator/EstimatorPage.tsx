import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageIntro } from '../../common/PageIntro';
import { usePageTitle } from '../../common/use-page-title';
import { usePrices } from '../../content/prices-store';
import { usePageContent } from '../../content/published';
import { NAMESPACE } from '../../i18n';
import { EstimateBar, EstimateSummary } from './EstimateSummary';
import { EstimatorForm } from './EstimatorForm';
import styles from './EstimatorPage.module.css';
import { estimateParams, parseEstimateInput } from './estimate-query';
import { type EstimateInput, estimateProject } from './pricing';

export default function EstimatorPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle('estimator');
  usePageContent('estimator');
  const prices = usePrices();
  const [params, setParams] = useSearchParams();
  // Choices are mirrored into the URL so an estimate survives a reload and can be shared. They
  // also live in state because the router applies URL changes in a transition, which would
  // briefly revert a just-clicked (controlled) checkbox.
  const [input, setInput] = useState(() => parseEstimateInput(params));
  const estimate = estimateProject(input, prices);
  const update = (next: Partial<EstimateInput>) => {
    const merged = { ...input, ...next };
    setInput(merged);
    setParams(estimateParams(merged), { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageIntro
        eyebrow={t('estimator.eyebrow')}
        title={t('estimator.title')}
        lead={t('estimator.lead')}
      />
      <div className={styles.layout}>
        <div className={styles.options}>
          <EstimatorForm input={input} onChange={update} />
          <EstimateBar estimate={estimate} />
        </div>
        <EstimateSummary input={input} estimate={estimate} />
      </div>
    </>
  );
}
