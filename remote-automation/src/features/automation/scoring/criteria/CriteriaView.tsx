import { ErrorPanel, Spinner } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { failureMessage } from '../../common/failure-message';
import { useRescoreRun, useScoringCriteria } from '../use-scoring';
import { CriteriaEditor } from './CriteriaEditor';
import { toEditable } from './criteria-draft';
import { RescoreProgress } from './RescoreProgress';

/** Scoring Criteria (`?view=criteria`): the editor over the saved set, and the latest run. */
export function CriteriaView() {
  const { t } = useTranslation(NAMESPACE);
  const { data, failure, isLoading, refetch } = useScoringCriteria();
  const run = useRescoreRun();
  if (failure) {
    return (
      <ErrorPanel
        title={t('scoring.criteria.loadFailed')}
        message={failureMessage(t, failure, 'scoring')}
        retryLabel={t('scoring.retry')}
        onRetry={refetch}
      />
    );
  }
  if (isLoading || !data) return <Spinner label={t('scoring.loading')} />;
  return (
    <>
      {run ? <RescoreProgress run={run} /> : null}
      <CriteriaEditor saved={toEditable(data.criteria)} />
    </>
  );
}
