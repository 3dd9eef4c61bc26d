import { ViewTabsPanel } from '../views/ViewTabsPanel';
import { AnalyticsView } from './analytics/AnalyticsView';
import { GeneratedInvoicesView } from './generated/GeneratedInvoicesView';
import { RulesView } from './rules/RulesView';

function InvoicingView({ view }: { view: string }) {
  switch (view) {
    case 'generated':
      return <GeneratedInvoicesView />;
    case 'analytics':
      return <AnalyticsView />;
    default:
      return <RulesView />;
  }
}

/** Auto Invoicing (`?tab=invoicing`): Invoice Rules, Generated Invoices, Analytics. */
export function InvoicingPanel() {
  return <ViewTabsPanel tab="invoicing" renderView={(view) => <InvoicingView view={view} />} />;
}
