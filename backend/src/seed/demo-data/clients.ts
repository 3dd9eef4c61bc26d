/** The demo agency's clients; some were leads (`leadKey`). */

export interface DemoClient {
  key: string;
  /** The lead it was converted from, if any. */
  leadKey?: string;
  name: string;
  company: string;
  email: string;
  phone: string | null;
  address: string | null;
  tax_id: string | null;
  notes: string | null;
  status: 'active' | 'inactive';
  /** Not given: the agency's default language. */
  language?: 'en' | 'fr';
  daysAgo: number;
}

export const demoClients: DemoClient[] = [
  {
    key: 'northwind',
    leadKey: 'northwind',
    name: 'Hannah Lee',
    company: 'Northwind Coffee',
    email: 'hannah@northwindcoffee.com',
    phone: '+1 503 555 0142',
    address: '1120 SE Water Ave, Portland, OR 97214, USA',
    tax_id: 'US-93-4415721',
    notes: 'Prefers e-mail. Wholesale and subscription shop; seasonal spikes in November.',
    status: 'active',
    daysAgo: 320,
  },
  {
    key: 'harbor',
    name: 'James Whitfield',
    company: 'Harbor Legal',
    email: 'james@harborlegal.com',
    phone: '+1 206 555 0188',
    address: '500 Union St, Suite 800, Seattle, WA 98101, USA',
    tax_id: 'US-91-2087733',
    notes: 'On the monthly care plan (hosting, updates, small changes).',
    status: 'active',
    daysAgo: 365,
  },
  {
    key: 'lumen',
    leadKey: 'lumen',
    name: 'Omar Haddad',
    company: 'Lumen Health',
    email: 'omar.haddad@lumenhealth.com',
    phone: '+1 617 555 0199',
    address: '200 Clarendon St, Boston, MA 02116, USA',
    tax_id: 'US-04-3389120',
    notes: 'Security review required before each release.',
    status: 'active',
    daysAgo: 200,
  },
  {
    key: 'bluepeak',
    leadKey: 'bluepeak',
    name: 'Sofia García',
    company: 'Bluepeak Outdoor',
    email: 'sofia@bluepeakoutdoor.com',
    phone: null,
    address: '88 Canyon Rd, Boulder, CO 80302, USA',
    tax_id: null,
    notes: null,
    status: 'active',
    daysAgo: 110,
  },
  {
    key: 'fable',
    leadKey: 'fable',
    name: 'Marc Dubois',
    company: 'Fable & Co',
    email: 'marc@fableandco.fr',
    language: 'fr',
    phone: '+33 1 84 88 12 40',
    address: '14 rue des Écoles, 75005 Paris, France',
    tax_id: 'FR 40 812 345 678',
    notes: 'Invoices in English, correspondence in French.',
    status: 'active',
    daysAgo: 70,
  },
  {
    key: 'kiln',
    name: 'Aiko Tanaka',
    company: 'Kiln Studio',
    email: 'aiko@kilnstudio.jp',
    phone: null,
    address: '3-12-1 Jingumae, Shibuya, Tokyo 150-0001, Japan',
    tax_id: null,
    notes: 'Portfolio site delivered last year; no work planned.',
    status: 'inactive',
    daysAgo: 360,
  },
];
