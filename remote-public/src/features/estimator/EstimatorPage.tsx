import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageIntro } from '../../common/PageIntro';
import { usePageTitle } from '../../common/use-page-title';
import { NAMESPACE } from '../../i18n';
import { EstimateBar, EstimateSummary } from './EstimateSummary';
import { EstimatorForm } from './EstimatorForm';
import styles from './EstimatorPage.module.css';
import { estimateParams, parseEstimateInput } from './estimate-query';
import { type EstimateInput, estimateProject } from './pricing';

export default function EstimatorPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle('estimator');
  // The URL is the estimator's only state: choices survive a reload and can be shared.
  const [params, setParams] = useSearchParams();
  const input = parseEstimateInput(params);
  const estimate = estimateProject(input);
  const update = (next: Partial<EstimateInput>) =>
    setParams(estimateParams({ ...input, ...next }), { replace: true, preventScrollReset: true });

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
