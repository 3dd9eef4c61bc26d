import { afterEach, describe, expect, it } from 'vitest';
import { demoContracts } from '../data/contracts/demo';
import { registerPortalMoneyDemo } from '../data/portal/demo-money';
import { registerPortalWorkDemo } from '../data/portal/demo-work';
import { setAgencyName } from '../ui/agency-name';
import { answerFromDemo } from './demo-registry';

/** Issue 30: the demo names the agency as the live screens do, never a fixed "Atelier". */

afterEach(() => setAgencyName(null));

const call = (action: string, payload: Record<string, unknown> = {}) =>
  answerFromDemo('client-portal', action, payload) as Record<string, unknown>;

describe("the demo data's agency", () => {
  it("is Settings' name once an app has read it, in the portal's documents", () => {
    registerPortalWorkDemo();
    registerPortalMoneyDemo();
    setAgencyName('Studio Nord');
    expect(call('get_proposal', { id: 'demo-portal-proposal-2' }).agency).toEqual({
      name: 'Studio Nord',
      tax_id: null,
    });
    expect(call('get_invoice', { id: 'demo-portal-invoice-2' }).agency).toEqual({
      name: 'Studio Nord',
      tax_id: null,
    });
  });

  it("fills the contracts' {{agency.name}} with it", () => {
    setAgencyName('Studio Nord');
    const text = demoContracts()
      .flatMap((contract) => contract.body.map((clause) => clause.body))
      .join('\n');
    expect(text).toContain('between Studio Nord (the "Agency")');
    expect(text).not.toContain('Atelier');
  });

  it('is the built-in name while none is known', () => {
    registerPortalWorkDemo();
    expect(call('get_proposal', { id: 'demo-portal-proposal-2' }).agency).toMatchObject({
      name: 'Atelier',
    });
  });
});
