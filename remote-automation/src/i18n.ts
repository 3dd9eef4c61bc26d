import { registerNamespace } from '@atelier/shared';
import invoicingEn from './features/automation/invoicing/locales/en.json';
import scoringEn from './features/automation/scoring/locales/en.json';
import templatesEn from './features/automation/templates/locales/en.json';
import en from './locales/en.json';

export const NAMESPACE = 'automation';

/**
 * One namespace, its strings kept beside the tab that shows them: `locales/` holds the page's
 * own (title, tab names), each tab's folder its `templates.*`, `invoicing.*` or `scoring.*`.
 */
const english = { ...en, templates: templatesEn, invoicing: invoicingEn, scoring: scoringEn };

const french = async () => {
  const [base, templates, invoicing, scoring] = await Promise.all([
    import('./locales/fr.json'),
    import('./features/automation/templates/locales/fr.json'),
    import('./features/automation/invoicing/locales/fr.json'),
    import('./features/automation/scoring/locales/fr.json'),
  ]);
  return {
    default: {
      ...base.default,
      templates: templates.default,
      invoicing: invoicing.default,
      scoring: scoring.default,
    },
  };
};

// English is the fallback and always needed; other languages load only when shown.
registerNamespace(NAMESPACE, { en: english, fr: french });
