import { registerDemoHandler } from '@atelier/shared';
import { wordedForReader } from '../../demo/demo-language';
import type { DemoHandler } from '../../demo/demo-registry';

/**
 * The portal sample's words in French, by their English text (demo-sample-*.ts): project,
 * milestone, deliverable and document titles, descriptions, invoice lines, notes and the
 * messages. Names of people, firms, addresses and files stay. A French reader's demo answers
 * have each of these texts replaced wherever it appears (`wordedForReader`, demo-language.ts).
 */
export const FRENCH_PORTAL_WORDS: ReadonlyMap<string, string> = new Map([
  ['Website redesign', 'Refonte du site web'],
  ['Website redesign agreement', 'Contrat de refonte du site web'],
  ['Brand refresh', 'Refonte de l’identité visuelle'],
  ['Brand refresh agreement', 'Contrat de refonte de l’identité visuelle'],
  [
    'A new marketing site for Northwind Studio, from mock-ups to launch.',
    'Un nouveau site vitrine pour Northwind Studio, des maquettes à la mise en ligne.',
  ],
  ['An updated logo, palette and stationery.', 'Un logo, une palette et une papeterie revus.'],
  ['Discovery workshop', 'Atelier de cadrage'],
  ['Design mock-ups', 'Maquettes graphiques'],
  ['Build and content', 'Développement et contenus'],
  ['Launch', 'Mise en ligne'],
  ['Mood boards', 'Planches d’ambiance'],
  ['Logo and palette', 'Logo et palette'],
  ['Homepage mock-up', 'Maquette de la page d’accueil'],
  ['Style guide', 'Guide de style'],
  ['Lovely, thank you', 'Très réussi, merci'],
  [
    'Brand refresh for Northwind Studio, as discussed.',
    'Refonte de l’identité visuelle de Northwind Studio, comme convenu.',
  ],
  [
    'Website redesign for Northwind Studio, as discussed.',
    'Refonte du site web de Northwind Studio, comme convenu.',
  ],
  ['Mood boards and direction', 'Planches d’ambiance et direction artistique'],
  ['Logo, palette and type', 'Logo, palette et typographie'],
  ['Design (days)', 'Design (jours)'],
  ['Build (days)', 'Développement (jours)'],
  ['Design (days), first half', 'Design (jours), première moitié'],
  ['Thank you for your business.', 'Merci de votre confiance.'],
  [
    'Could the homepage lead with our new photography?',
    'La page d’accueil pourrait-elle s’ouvrir sur nos nouvelles photos\u202f?',
  ],
  [
    'Yes, we will build the mock-up around it.',
    'Oui, nous construirons la maquette autour d’elles.',
  ],
  [
    'The homepage mock-up is ready for your approval.',
    'La maquette de la page d’accueil attend votre validation.',
  ],
  [
    'Thank you! I will review it with the team tomorrow.',
    'Merci\u202f! Je la passe en revue avec l’équipe demain.',
  ],
]);

/** Registers a portal demo handler whose answers are worded for the reader. */
export function registerPortalDemoHandler(fn: string, action: string, handler: DemoHandler): void {
  registerDemoHandler(fn, action, (payload) =>
    wordedForReader(handler(payload), FRENCH_PORTAL_WORDS),
  );
}
