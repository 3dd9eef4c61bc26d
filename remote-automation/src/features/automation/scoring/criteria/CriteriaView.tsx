import { useRescoreRun, useScoringCriteria } from '@atelier/shared/data/lead-scoring';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { LoadState } from '../../common/LoadState';
import { CriteriaEditor } from './CriteriaEditor';
import { toEditable } from './criteria-draft';
import { RescoreProgress } from './RescoreProgress';

/** Scoring Criteria (`?view=criteria`): the editor over the saved set, and the latest run. */
export function CriteriaView() {
  const { t } = useTranslation(NAMESPACE);
  const query = useScoringCriteria();
  const run = useRescoreRun();
  const { data } = query;
  if (query.failure || !data) {
    return <LoadState scope="scoring" query={query} title={t('scoring.criteria.loadFailed')} />;
  }
  return (
    <>
      {run ? <RescoreProgress run={run} /> : null}
      <CriteriaEditor saved={toEditable(data.criteria)} />
    </>
  );
}
