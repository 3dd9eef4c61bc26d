/**
 * The sample agency of `ATELIER_SEED=demo`: a small studio with a year of history. Dates are
 * offsets from the day the seed runs, so the dashboard and revenue pages always look current.
 * Amounts are in cents. One file per kind of record in demo-data/; records refer to each other
 * by `key`.
 */

export { type DemoClient, demoClients } from './demo-data/clients.ts';
export { type DemoEvent, demoEvents } from './demo-data/events.ts';
export { type DemoInvoice, type DemoPayment, demoInvoices } from './demo-data/invoices.ts';
export { type DemoLead, demoLeads } from './demo-data/leads.ts';
export { type DemoMilestone, type DemoProject, demoProjects } from './demo-data/projects.ts';
export { type DemoItem, type DemoProposal, demoProposals } from './demo-data/proposals.ts';
export { type DemoTeamMember, demoTeam } from './demo-data/team.ts';
