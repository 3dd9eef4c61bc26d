import { ViewTabsPanel } from '../views/ViewTabsPanel';

/** Lead Scoring (`?tab=scoring`): Scored Leads, Scoring Criteria, Analytics. */
export function ScoringPanel() {
  return <ViewTabsPanel tab="scoring" />;
}
