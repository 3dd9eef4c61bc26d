import { registerNamespace } from '@atelier/shared';
import accountEn from './features/account/locales/en.json';
import contractsEn from './features/contracts/locales/en.json';
import filesEn from './features/files/locales/en.json';
import invoicesEn from './features/invoices/locales/en.json';
import messagesEn from './features/messages/locales/en.json';
import projectsEn from './features/projects/locales/en.json';
import proposalsEn from './features/proposals/locales/en.json';
import en from './locales/en.json';

export const NAMESPACE = 'portal';

/**
 * One namespace, its strings kept beside the pages that show them: `locales/` holds the
 * frame's, the overview's and the signing page's; each area's folder its `<area>.*`.
 */
const english = {
  ...en,
  account: accountEn,
  contracts: contractsEn,
  projects: projectsEn,
  proposals: proposalsEn,
  invoices: invoicesEn,
  messages: messagesEn,
  files: filesEn,
};

const french = async () => {
  const [base, account, contracts, projects, proposals, invoices, messages, files] =
    await Promise.all([
      import('./locales/fr.json'),
      import('./features/account/locales/fr.json'),
      import('./features/contracts/locales/fr.json'),
      import('./features/projects/locales/fr.json'),
      import('./features/proposals/locales/fr.json'),
      import('./features/invoices/locales/fr.json'),
      import('./features/messages/locales/fr.json'),
      import('./features/files/locales/fr.json'),
    ]);
  return {
    default: {
      ...base.default,
      account: account.default,
      contracts: contracts.default,
      projects: projects.default,
      proposals: proposals.default,
      invoices: invoices.default,
      messages: messages.default,
      files: files.default,
    },
  };
};

// English is the fallback and always needed; other languages load only when shown.
registerNamespace(NAMESPACE, { en: english, fr: french });
