import { useTranslation } from 'react-i18next';
import { formatList, formatUsdRange } from '../../common/format';
import { useWeeksLabel } from '../../common/use-weeks-label';
import { NAMESPACE } from '../../i18n';
import { parseEstimateInput } from '../estimator/estimate-query';
import { billableFeatures } from '../estimator/pricing';
import { carriedEstimate } from './lead-prefill';

/**
 * The estimator's choices written out as the start of the message, in the visitor's
 * language, so the agency reads what was estimated and the visitor can edit or add to it.
 */
export function useEstimateNote() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const weeksLabel = useWeeksLabel();
  return (params: URLSearchParams): string => {
    const estimate = carriedEstimate(params);
    if (!estimate) return '';
    const input = parseEstimateInput(params);
    const extras = billableFeatures(input).map((feature) =>
      t(`estimator.features.${feature}.label`),
    );
    const row = (key: string, value: string) =>
      t('estimator.summary.row', { label: t(`estimator.summary.rows.${key}`), value });
    return [
      t('getStarted.prefillHeading'),
      row('type', t(`projectTypes.${input.projectType}`)),
      row('size', t(`estimator.sizes.${input.size}.label`)),
      row(
        'features',
        extras.length ? formatList(extras, i18n.language) : t('estimator.summary.noExtras'),
      ),
      row('design', t(`estimator.design.${input.design}.label`)),
      row('timeline', t(`estimator.timelines.${input.timeline}.label`)),
      row(
        'estimate',
        `${formatUsdRange(estimate.price, i18n.language)}, ${weeksLabel(estimate.weeks)}`,
      ),
      '',
      '',
    ].join('\n');
  };
}
