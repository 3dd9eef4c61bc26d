import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { anyAnswer } from '../test/any-answer.ts';
import { createFunctionRegistry } from './index.ts';
import { accessLevels, createRegistry, defineAction, defineFunction } from './registry.ts';

const noop = () => ({});

describe('function registry', () => {
  it('lists every action with its access rule, sorted', () => {
    const registry = createRegistry([
      defineFunction('lead-management', {
        get_leads: defineAction({ access: 'admin', output: anyAnswer, handler: noop }),
        create_lead: defineAction({ access: 'public', output: anyAnswer, handler: noop }),
      }),
      defineFunction('client-portal', {
        get_projects: defineAction({ access: 'client', output: anyAnswer, handler: noop }),
      }),
    ]);
    expect(registry.actions()).toEqual([
      { function: 'client-portal', action: 'get_projects', access: 'client' },
      { function: 'lead-management', action: 'create_lead', access: 'public' },
      { function: 'lead-management', action: 'get_leads', access: 'admin' },
    ]);
  });

  it('finds actions only by their own names', () => {
    const registry = createRegistry([
      defineFunction('things', { ping: { access: 'public', output: anyAnswer, handler: noop } }),
    ]);
    expect(registry.findAction('things', 'ping')?.access).toBe('public');
    expect(registry.findAction('things', 'toString')).toBeUndefined();
    expect(registry.hasFunction('hasOwnProperty')).toBe(false);
  });

  it('refuses a function defined twice', () => {
    const fn = defineFunction('things', {});
    expect(() => createRegistry([fn, fn])).toThrow('Function things is defined twice');
  });

  it('refuses names that do not follow the conventions', () => {
    expect(() => defineFunction('Lead_Management', {})).toThrow(/kebab-case/);
    expect(() =>
      defineFunction('leads', { getLeads: { access: 'admin', output: anyAnswer, handler: noop } }),
    ).toThrow(/snake_case/);
  });

  it('takes credentials in the payload only for public actions', () => {
    expect(() =>
      defineFunction('things', {
        remove: { access: 'admin', output: anyAnswer, credentialsInPayload: true, handler: noop },
      }),
    ).toThrow(/only public actions take credentials/);
  });

  it('gives every production action an output schema', () => {
    const registry = createFunctionRegistry();
    const missing = registry
      .actions()
      .filter(
        (action) =>
          !(registry.findAction(action.function, action.action)?.output instanceof z.ZodType),
      )
      .map((action) => `${action.function} ${action.action}`);
    expect(missing).toEqual([]);
  });

  it('gives every production action a known access rule', () => {
    for (const action of createFunctionRegistry().actions()) {
      expect(accessLevels).toContain(action.access);
    }
  });
});
