import { analytics } from './analytics/index.ts';
import { booking } from './booking/index.ts';
import { businessIntelligence } from './business-intelligence/index.ts';
import { calendar } from './calendar/index.ts';
import { clientManagement } from './client-management/index.ts';
import { clientPortal } from './client-portal/index.ts';
import { content } from './content/index.ts';
import { contracts } from './contracts/index.ts';
import { dashboard } from './dashboard/index.ts';
import { eSignature } from './e-signature/index.ts';
import { email } from './email/index.ts';
import { invoiceAutomation } from './invoice-automation/index.ts';
import { invoiceManagement } from './invoice-management/index.ts';
import { leadManagement } from './lead-management/index.ts';
import { leadScoring } from './lead-scoring/index.ts';
import { marketing } from './marketing/index.ts';
import { media } from './media/index.ts';
import { notificationsSystem } from './notifications-system/index.ts';
import { projectManagement } from './project-management/index.ts';
import { projectTemplates } from './project-templates/index.ts';
import { proposalManagement } from './proposal-management/index.ts';
import { createRegistry, type FunctionDefinition, type FunctionRegistry } from './registry.ts';
import { revenueTracking } from './revenue-tracking/index.ts';
import { siteSettings } from './site-settings/index.ts';
import { teamManagement } from './team-management/index.ts';
import { userAuthentication } from './user-authentication/index.ts';

/** Every business function the server exposes. Each domain adds its definition here. */
export const allFunctions: readonly FunctionDefinition[] = [
  userAuthentication,
  leadManagement,
  leadScoring,
  clientManagement,
  teamManagement,
  projectManagement,
  proposalManagement,
  invoiceManagement,
  revenueTracking,
  calendar,
  notificationsSystem,
  dashboard,
  analytics,
  businessIntelligence,
  projectTemplates,
  invoiceAutomation,
  contracts,
  eSignature,
  clientPortal,
  marketing,
  email,
  siteSettings,
  content,
  media,
  booking,
];

export const createFunctionRegistry = (
  functions: readonly FunctionDefinition[] = allFunctions,
): FunctionRegistry => createRegistry(functions);
