import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { LoadState } from '../../common/LoadState';
import { useRescoreRun, useScoringCriteria } from '../use-scoring';
import { CriteriaEditor } from './CriteriaEditor';
import { toEditable } from './criteria-draft';
import { RescoreProgress } from './RescoreProgress';

/** Scoring Criteria (`?view=criteria`): the editor over the saved set, and the latest run. */
export function CriteriaView() {
  const { t } = useTranslation(NAMESPACE);
  const { data, failure, isLoading, refetch } = useScoringCriteria();
  const run = useRescoreRun();
  if (failure || isLoading || !data) {
    return (
      <LoadState
        scope="scoring"
        isLoading
        failure={failure}
        title={t('scoring.criteria.loadFailed')}
        onRetry={refetch}
      />
    );
  }
  return (
    <>
      {run ? <RescoreProgress run={run} /> : null}
      <CriteriaEditor saved={toEditable(data.criteria)} />
    </>
  );
}
