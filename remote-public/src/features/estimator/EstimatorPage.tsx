import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { writingStyle } from '../../common/format';
import { PageIntro } from '../../common/PageIntro';
import { usePageTitle } from '../../common/use-page-title';
import { usePrices } from '../../content/prices-store';
import { usePageContent } from '../../content/published';
import { NAMESPACE } from '../../i18n';
import { ISLAND } from '../../islands/estimator-attributes';
import { EstimateBar, EstimateSummary } from './EstimateSummary';
import { EstimatorForm } from './EstimatorForm';
import styles from './EstimatorPage.module.css';
import { estimateParams, parseEstimateInput } from './estimate-query';
import { type EstimateInput, estimateProject } from './pricing';

export default function EstimatorPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
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

  // What the island (islands/estimator.ts) needs to answer a tap before the takeover.
  const islandData = {
    [ISLAND.root]: '',
    [ISLAND.prices]: JSON.stringify(prices),
    [ISLAND.weeksOne]: i18n.getResource(i18n.language, NAMESPACE, 'format.weeks_one'),
    [ISLAND.weeksOther]: i18n.getResource(i18n.language, NAMESPACE, 'format.weeks_other'),
    [ISLAND.weeksRange]: i18n.getResource(i18n.language, NAMESPACE, 'format.weeksRange'),
    [ISLAND.duration]: i18n.getResource(i18n.language, NAMESPACE, 'estimator.summary.duration'),
    [ISLAND.noExtras]: t('estimator.summary.noExtras'),
    // Read from formatters the server has made anyway; in the browser the island has nothing
    // left to do, and a list formatter made for it would cost the takeover's render.
    [ISLAND.writing]:
      typeof document === 'undefined' ? JSON.stringify(writingStyle(i18n.language)) : undefined,
  };

  return (
    <>
      <PageIntro
        eyebrow={t('estimator.eyebrow')}
        title={t('estimator.title')}
        lead={t('estimator.lead')}
      />
      <div className={styles.layout} {...islandData}>
        <div className={styles.options}>
          <EstimatorForm input={input} onChange={update} />
          <EstimateBar estimate={estimate} />
        </div>
        <EstimateSummary input={input} estimate={estimate} />
      </div>
    </>
  );
}
