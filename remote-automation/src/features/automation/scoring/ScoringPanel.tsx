import { ViewTabsPanel } from '../views/ViewTabsPanel';
import { ScoringAnalyticsView } from './analytics/ScoringAnalyticsView';
import { CriteriaView } from './criteria/CriteriaView';
import { ScoredLeadsView } from './scored/ScoredLeadsView';

function ScoringView({ view }: { view: string }) {
  switch (view) {
    case 'criteria':
      return <CriteriaView />;
    case 'analytics':
      return <ScoringAnalyticsView />;
    default:
      return <ScoredLeadsView />;
  }
}

/** Lead Scoring (`?tab=scoring`): Scored Leads, Scoring Criteria, Analytics. */
export function ScoringPanel() {
  return <ViewTabsPanel tab="scoring" renderView={(view) => <ScoringView view={view} />} />;
}
