import { currentAgencyName } from '../ui/agency-name';

/** The built-in name, as the live screens show it when Settings cannot be read. */
const BUILT_IN_AGENCY_NAME = 'Atelier';

/**
 * The agency as the demo data names it, the way the live screens do: Settings' name once an
 * app has read it (ui/agency-name.ts), else the built-in one. Read on each answer, so a rename
 * shows in the next one.
 */
export const demoAgencyName = (): string => currentAgencyName() ?? BUILT_IN_AGENCY_NAME;
