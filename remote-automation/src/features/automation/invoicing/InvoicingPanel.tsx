import { ViewTabsPanel } from '../views/ViewTabsPanel';

/** Auto Invoicing (`?tab=invoicing`): Invoice Rules, Generated Invoices, Analytics. */
export function InvoicingPanel() {
  return <ViewTabsPanel tab="invoicing" />;
}
