import { describe, expect, it } from 'vitest';
import { answerFromDemo, loadDemoFor } from '../demo/demo-registry';
import { CONTRACTS_FUNCTION } from './contracts/calls';
import { LEAD_FUNCTION } from './leads/calls';
import { TEMPLATE_FUNCTION } from './templates/calls';
// The hooks a back-office form chooses records with; importing them is all a page does.
import './contracts/use-contract-template-choices';
import './contracts/use-proposal-contract';
import './leads/use-lead-choices';
import './templates/use-template-choices';

/**
 * Where the site allows the demo and the server cannot answer, a form's choices come from the
 * demo like the feature's own pages, whether or not one of those pages was opened first.
 */
describe("the choice hooks bring their feature's demo answers", () => {
  it.each([
    [LEAD_FUNCTION, 'get_leads', 'leads'],
    [TEMPLATE_FUNCTION, 'get_templates', 'templates'],
    [CONTRACTS_FUNCTION, 'get_templates', 'templates'],
    [CONTRACTS_FUNCTION, 'get_contracts', 'contracts'],
  ])('%s#%s', async (fn, action, list) => {
    await loadDemoFor(fn);
    const answer = answerFromDemo(fn, action, {});
    expect(answer.success).toBe(true);
    expect((answer as Record<string, unknown>)[list]).toEqual(expect.any(Array));
    expect(((answer as Record<string, unknown>)[list] as unknown[]).length).toBeGreaterThan(0);
  });
});
