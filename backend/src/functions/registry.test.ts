import { describe, expect, it } from 'vitest';
import { createFunctionRegistry } from './index.ts';
import { accessLevels, createRegistry, defineAction, defineFunction } from './registry.ts';

const noop = () => ({});

describe('function registry', () => {
  it('lists every action with its access rule, sorted', () => {
    const registry = createRegistry([
      defineFunction('lead-management', {
        get_leads: defineAction({ access: 'admin', handler: noop }),
        create_lead: defineAction({ access: 'public', handler: noop }),
      }),
      defineFunction('client-portal', {
        get_projects: defineAction({ access: 'client', handler: noop }),
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
      defineFunction('things', { ping: { access: 'public', handler: noop } }),
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
    expect(() => defineFunction('leads', { getLeads: { access: 'admin', handler: noop } })).toThrow(
      /snake_case/,
    );
  });

  it('takes credentials in the payload only for public actions', () => {
    expect(() =>
      defineFunction('things', {
        remove: { access: 'admin', credentialsInPayload: true, handler: noop },
      }),
    ).toThrow(/only public actions take credentials/);
  });

  it('gives every production action an output schema', () => {
    const registry = createFunctionRegistry();
    const missing = registry
      .actions()
      .filter((action) => !registry.findAction(action.function, action.action)?.output)
      .map((action) => `${action.function} ${action.action}`);
    expect(missing).toEqual(ACTIONS_WITHOUT_OUTPUT);
  });

  it('gives every production action a known access rule', () => {
    for (const action of createFunctionRegistry().actions()) {
      expect(accessLevels).toContain(action.access);
    }
  });
});

/** Issue 29: the actions whose output schema is still to write (the list only shrinks). */
const ACTIONS_WITHOUT_OUTPUT: string[] = [
  'analytics get_analytics',
  'analytics track_page_view',
  'business-intelligence get_insights',
  'calendar create_event',
  'calendar delete_event',
  'calendar get_events',
  'calendar update_event',
  'content create_preview_link',
  'content get_draft',
  'content get_published',
  'content get_revisions',
  'content publish',
  'content restore_revision',
  'content save_draft',
  'dashboard get_overview',
  'email get_outbox',
  'email get_templates',
  'email resend',
  'email send_test',
  'email update_template',
  'lead-scoring get_analytics',
  'lead-scoring get_criteria',
  'lead-scoring get_rescore_status',
  'lead-scoring get_scored_leads',
  'lead-scoring preview_rescore',
  'lead-scoring save_criteria',
  'marketing confirm_subscription',
  'marketing create_campaign',
  'marketing delete_campaign',
  'marketing export_subscribers',
  'marketing get_campaign_stats',
  'marketing get_campaigns',
  'marketing get_issues',
  'marketing get_subscribers',
  'marketing send_issue',
  'marketing subscribe',
  'marketing unsubscribe',
  'marketing update_campaign',
  'notifications-system get_notifications',
  'notifications-system mark_all_read',
  'notifications-system mark_read',
  'project-templates create_template',
  'project-templates delete_template',
  'project-templates get_template',
  'project-templates get_templates',
  'project-templates update_template',
  'project-templates use_template',
  'site-settings delete_redirect',
  'site-settings end_user_sessions',
  'site-settings get_pages',
  'site-settings get_redirects',
  'site-settings get_settings',
  'site-settings get_site',
  'site-settings get_users',
  'site-settings invite_user',
  'site-settings reorder_navigation',
  'site-settings save_redirect',
  'site-settings set_maintenance',
  'site-settings update_page',
  'site-settings update_settings',
  'site-settings update_user',
  'team-management create_team_member',
  'team-management delete_team_member',
  'team-management get_team_member',
  'team-management get_team_members',
  'team-management invite_team_member',
  'team-management update_team_member',
  'user-authentication login',
  'user-authentication logout',
  'user-authentication refresh',
  'user-authentication register',
  'user-authentication request_password_reset',
  'user-authentication reset_password',
  'user-authentication verify_token',
];
