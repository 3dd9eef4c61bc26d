/**
 * The starter catalogue in French (issue 34, "Seed data in both languages"): the French
 * twins of the contract templates (0017_contracts.sql), project templates
 * (0011_project_templates.sql) and invoicing rules (0013_invoice_rules.sql) the migrations seed
 * in English, so a French-speaking agency picks from templates written in French. French
 * typography: curly apostrophes, narrow no-break spaces (U+202F) before : ; % and inside « ».
 * Generated text (amounts) is written through Intl by the seed.
 */

export {
  type FrenchContractTemplate,
  frenchContractTemplates,
} from './contract-templates-fr.ts';
export { type FrenchProjectTemplate, frenchProjectTemplates } from './project-templates-fr.ts';

/** The milestone rule's French twin ("Milestone billing", 50/25/20/5). */
export const frenchMilestoneRule = {
  name: 'Facturation par jalons',
  condition: 'Projet démarré ; jalons terminés',
  description:
    'La moitié à la signature, puis 25 % et 20 % au fil de l’avancement, les 5 % restants au lancement.',
  schedule: [
    { label: 'Signature / début du projet', percent: 50 },
    { label: 'Maquettes validées', percent: 25 },
    { label: 'Développement terminé', percent: 20 },
    { label: 'Lancement', percent: 5 },
  ],
};

/** The monthly retainer's French twin ("Monthly retainer"); its description names the amount. */
export const frenchRetainerRule = {
  name: 'Forfait mensuel',
  condition: 'Le 1er de chaque mois',
  /** "Un forfait de 2 500 $US facturé le premier jour de chaque mois." (amount from Intl) */
  description: (amount: string) =>
    `Un forfait de ${amount} facturé le premier jour de chaque mois.`,
};
