/** The demo agency's calendar around the day of seeding, in English and French. */

export interface DemoEvent {
  title: string;
  /** Days from today (negative: in the past, then done). */
  inDays: number;
  time: string;
  type: 'meeting' | 'deadline' | 'call' | 'presentation';
  priority: 'high' | 'medium' | 'low';
  clientKey?: string;
  projectKey?: string;
  description?: string;
  /** The same event in French: the seed writes events in the agency's default language. */
  fr: { title: string; description?: string };
}

export const demoEvents: DemoEvent[] = [
  {
    title: 'Weekly check-in: Lumen Health',
    fr: { title: 'Point hebdomadaire : Lumen Health' },
    inDays: 1,
    time: '15:30',
    type: 'call',
    priority: 'medium',
    clientKey: 'lumen',
    projectKey: 'lumen-portal',
  },
  {
    title: 'Kick-off: Fable & Co bilingual site',
    fr: {
      title: 'Lancement : site bilingue de Fable & Co',
      description: 'Modèle de contenu, processus de traduction, qui valide chaque langue.',
    },
    inDays: 2,
    time: '10:00',
    type: 'meeting',
    priority: 'high',
    clientKey: 'fable',
    projectKey: 'fable-site',
    description: 'Content model, translation workflow, who signs off each language.',
  },
  {
    title: 'Discovery call: Orbit Fitness',
    fr: {
      title: 'Appel de découverte : Orbit Fitness',
      description: 'Relance sur la proposition d’application envoyée la semaine dernière.',
    },
    inDays: 3,
    time: '09:30',
    type: 'call',
    priority: 'high',
    description: 'Follow-up on the app proposal sent last week.',
  },
  {
    title: 'Design review: Bluepeak launch',
    fr: { title: 'Revue du design : lancement Bluepeak' },
    inDays: 4,
    time: '11:00',
    type: 'presentation',
    priority: 'medium',
    clientKey: 'bluepeak',
    projectKey: 'bluepeak-redesign',
  },
  {
    title: 'Quarterly planning',
    fr: { title: 'Planification trimestrielle' },
    inDays: 9,
    time: '14:00',
    type: 'meeting',
    priority: 'low',
  },
  {
    title: 'Retrospective: Northwind online shop',
    fr: { title: 'Rétrospective : boutique en ligne Northwind' },
    inDays: -5,
    time: '16:00',
    type: 'meeting',
    priority: 'low',
    clientKey: 'northwind',
    projectKey: 'northwind-shop',
  },
];
