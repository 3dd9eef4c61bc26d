import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const loader = require('./json-keys-loader.cjs') as (this: unknown, source: string) => string;

const FILE = JSON.stringify({
  common: { save: 'Save' },
  leads: { title: 'Leads', statuses: { new: 'New' } },
  revenue: { title: 'Revenue', stats: { change: { none: 'No change' } } },
});
const cut = (query: string) =>
  JSON.parse(loader.call({ resourceQuery: query, resourcePath: 'en.json' }, FILE));

describe('json-keys-loader', () => {
  it('keeps the keys asked for, a dotted one as its branch', () => {
    expect(cut('?keys=common&strings')).toEqual({ common: { save: 'Save' } });
    expect(cut('?keys=leads.statuses,revenue.stats.change,common&strings')).toEqual({
      leads: { statuses: { new: 'New' } },
      revenue: { stats: { change: { none: 'No change' } } },
      common: { save: 'Save' },
    });
  });

  it('omits top-level keys', () => {
    expect(cut('?omit=leads,revenue&strings')).toEqual({ common: { save: 'Save' } });
  });

  it('fails the build on a key the file lacks', () => {
    expect(() => cut('?keys=leads.status')).toThrow('en.json has no key leads.status');
    expect(() => cut('?omit=clients')).toThrow('has no key clients');
  });
});
