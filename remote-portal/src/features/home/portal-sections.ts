/** What a signed-in client follows in the portal; texts under `home.sections.<key>`. */
export const PORTAL_SECTIONS = ['projects', 'proposals', 'contracts', 'invoices'] as const;

export type PortalSection = (typeof PORTAL_SECTIONS)[number];
