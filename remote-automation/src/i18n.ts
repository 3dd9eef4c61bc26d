import { registerNamespace } from '@atelier/shared';
import contractsActiveEn from './features/automation/contracts/active/locales/en.json';
import contractsAnalyticsEn from './features/automation/contracts/analytics/locales/en.json';
import contractsFormEn from './features/automation/contracts/form/locales/en.json';
import contractsEn from './features/automation/contracts/locales/en.json';
import contractsSignaturesEn from './features/automation/contracts/signatures/locales/en.json';
import contractsTemplatesEn from './features/automation/contracts/templates/locales/en.json';
import invoicingEn from './features/automation/invoicing/locales/en.json';
import scoringEn from './features/automation/scoring/locales/en.json';
import templatesEn from './features/automation/templates/locales/en.json';
import en from './locales/en.json';

export const NAMESPACE = 'automation';

/**
 * One namespace, its strings kept beside the tab that shows them: `locales/` holds the page's
 * own (title, tab names), each tab's folder its `templates.*`, `invoicing.*` or `scoring.*`;
 * the Contracts tab's `contracts.*` (statuses, events) with one folder per view beneath
 * (`contracts.active.*`, `contracts.form.*`, `contracts.templates.*`, `contracts.signatures.*`,
 * `contracts.analytics.*`).
 */
const english = {
  ...en,
  templates: templatesEn,
  invoicing: invoicingEn,
  scoring: scoringEn,
  contracts: {
    ...contractsEn,
    active: contractsActiveEn,
    form: contractsFormEn,
    templates: contractsTemplatesEn,
    signatures: contractsSignaturesEn,
    analytics: contractsAnalyticsEn,
  },
};

const french = async () => {
  const [
    base,
    templates,
    invoicing,
    scoring,
    contracts,
    active,
    form,
    contractTemplates,
    signatures,
    analytics,
  ] = await Promise.all([
    import('./locales/fr.json'),
    import('./features/automation/templates/locales/fr.json'),
    import('./features/automation/invoicing/locales/fr.json'),
    import('./features/automation/scoring/locales/fr.json'),
    import('./features/automation/contracts/locales/fr.json'),
    import('./features/automation/contracts/active/locales/fr.json'),
    import('./features/automation/contracts/form/locales/fr.json'),
    import('./features/automation/contracts/templates/locales/fr.json'),
    import('./features/automation/contracts/signatures/locales/fr.json'),
    import('./features/automation/contracts/analytics/locales/fr.json'),
  ]);
  return {
    default: {
      ...base.default,
      templates: templates.default,
      invoicing: invoicing.default,
      scoring: scoring.default,
      contracts: {
        ...contracts.default,
        active: active.default,
        form: form.default,
        templates: contractTemplates.default,
        signatures: signatures.default,
        analytics: analytics.default,
      },
    },
  };
};

// English is the fallback and always needed; other languages load only when shown.
registerNamespace(NAMESPACE, { en: english, fr: french });
