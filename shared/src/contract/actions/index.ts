/**
 * `@atelier/shared/actions`: every function's action descriptors (name, access, input and
 * output schema). The backend's registry implements exactly these; the browser imports only
 * their types (`ApiActions`), so no schema reaches a page through this file.
 */
import { analytics } from './analytics';
import { booking } from './booking';
import { businessIntelligence } from './business-intelligence';
import { calendar } from './calendar';
import { clientManagement } from './client-management';
import { clientPortal } from './client-portal';
import { content } from './content';
import { contracts } from './contracts';
import { dashboard } from './dashboard';
import { eSignature } from './e-signature';
import { email } from './email';
import { invoiceAutomation } from './invoice-automation';
import { invoiceManagement } from './invoice-management';
import { leadManagement } from './lead-management';
import { leadScoring } from './lead-scoring';
import { marketing } from './marketing';
import { media } from './media';
import { notificationsSystem } from './notifications-system';
import { projectManagement } from './project-management';
import { projectTemplates } from './project-templates';
import { proposalManagement } from './proposal-management';
import { revenueTracking } from './revenue-tracking';
import { siteSettings } from './site-settings';
import { teamManagement } from './team-management';
import { userAuthentication } from './user-authentication';

export * from './define';
export {
  analytics,
  booking,
  businessIntelligence,
  calendar,
  clientManagement,
  clientPortal,
  content,
  contracts,
  dashboard,
  email,
  eSignature,
  invoiceAutomation,
  invoiceManagement,
  leadManagement,
  leadScoring,
  marketing,
  media,
  notificationsSystem,
  projectManagement,
  projectTemplates,
  proposalManagement,
  revenueTracking,
  siteSettings,
  teamManagement,
  userAuthentication,
};

/** Every function the backend serves, by name. */
export const FUNCTION_DESCRIPTORS = {
  [leadManagement.name]: leadManagement,
  [userAuthentication.name]: userAuthentication,
  [leadScoring.name]: leadScoring,
  [clientManagement.name]: clientManagement,
  [teamManagement.name]: teamManagement,
  [projectManagement.name]: projectManagement,
  [proposalManagement.name]: proposalManagement,
  [invoiceManagement.name]: invoiceManagement,
  [revenueTracking.name]: revenueTracking,
  [calendar.name]: calendar,
  [notificationsSystem.name]: notificationsSystem,
  [dashboard.name]: dashboard,
  [analytics.name]: analytics,
  [businessIntelligence.name]: businessIntelligence,
  [projectTemplates.name]: projectTemplates,
  [invoiceAutomation.name]: invoiceAutomation,
  [contracts.name]: contracts,
  [eSignature.name]: eSignature,
  [clientPortal.name]: clientPortal,
  [marketing.name]: marketing,
  [email.name]: email,
  [siteSettings.name]: siteSettings,
  [content.name]: content,
  [media.name]: media,
  [booking.name]: booking,
} as const;

/** The client's view: function name → its descriptor, for `callAction`'s types. */
export type ApiActions = typeof FUNCTION_DESCRIPTORS;
export type FunctionName = keyof ApiActions;
export type ActionName<F extends FunctionName> = keyof ApiActions[F]['actions'] & string;
