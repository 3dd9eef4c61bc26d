import { ViewTabsPanel } from '../views/ViewTabsPanel';
import { ActiveContractsView } from './active/ActiveContractsView';
import { ContractAnalyticsView } from './analytics/ContractAnalyticsView';
import { SignaturesView } from './signatures/SignaturesView';
import { ContractTemplatesView } from './templates/ContractTemplatesView';

function ContractsView({ view }: { view: string }) {
  switch (view) {
    case 'templates':
      return <ContractTemplatesView />;
    case 'signatures':
      return <SignaturesView />;
    case 'analytics':
      return <ContractAnalyticsView />;
    default:
      return <ActiveContractsView />;
  }
}

/** Contracts (`?tab=contracts`): Active Contracts, Templates, E-Signatures, Analytics. */
export function ContractsPanel() {
  return <ViewTabsPanel tab="contracts" renderView={(view) => <ContractsView view={view} />} />;
}
