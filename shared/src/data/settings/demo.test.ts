import { beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../contract/actions';
import { answerFromDemo } from '../../demo/demo-registry';
import { registerSettingsDemoHandlers } from './demo';

const demo = (action: string, payload: Record<string, unknown> = {}) =>
  answerFromDemo('site-settings', action, payload);

beforeAll(registerSettingsDemoHandlers);

describe('the settings demo', () => {
  it("answers get_settings with an admin's settings the contract accepts", () => {
    const answer = demo('get_settings');
    expect(answer.success).toBe(true);
    const { success: _success, ...payload } = answer as Record<string, unknown>;
    const parsed = siteSettings.actions.get_settings.output.safeParse(payload);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data?.scope).toBe('admin');
  });

  it('lists the sample staff as the contract has them, one of them deactivated', () => {
    const { success, ...payload } = demo('get_users') as Record<string, unknown>;
    expect(success).toBe(true);
    const parsed = siteSettings.actions.get_users.output.safeParse(payload);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data?.users.map((user) => user.is_active)).toEqual([true, true, false]);
  });

  it('refuses every write as read-only, saying what was refused', () => {
    for (const action of ['update_settings', 'invite_user', 'update_user', 'end_user_sessions']) {
      expect(demo(action), action).toMatchObject({ success: false, code: 'DEMO_READ_ONLY' });
    }
    expect(demo('update_settings')).toMatchObject({
      error: 'Not available in demo mode: changing the settings',
    });
  });
});
