import { expect, vi } from 'vitest';
import type { FunctionAnswer, FunctionKit } from './function-kit.ts';

/**
 * An admin for tests that move the clock (`vi.useFakeTimers`): `at` sets the time and signs in
 * again, so the session is valid at the faked time; `call` and `ok` (200 expected) use it.
 */
export function adminAtTime(kit: FunctionKit) {
  let token = '';
  const call = (name: string, body: Record<string, unknown>): Promise<FunctionAnswer> =>
    kit.call(name, body, 'admin', { token });
  const signIn = async (): Promise<void> => {
    token = (await kit.signIn({ role: 'admin' })).token;
  };
  return {
    async at(iso: string): Promise<void> {
      vi.setSystemTime(new Date(iso));
      await signIn();
    },
    /** Signs in again at the clock's time as it is (real timers). */
    signIn,
    call,
    async ok(name: string, body: Record<string, unknown>) {
      const answer = await call(name, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body;
    },
  };
}
