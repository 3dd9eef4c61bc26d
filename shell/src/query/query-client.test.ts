import { type AuthUser, useAuthStore } from '@atelier/shared';
import { leadKeys } from '@atelier/shared/query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from './query-client';

const person = (id: string): AuthUser => ({
  id,
  email: `${id}@studio.com`,
  firstName: 'Jane',
  lastName: 'Doe',
  role: 'admin',
  company: null,
});
const cached = () => queryClient.getQueryData(leadKeys.list({ page: 1 }));

afterEach(() => {
  useAuthStore.setState({ user: null });
  queryClient.clear();
});

describe('the shell query cache across accounts', () => {
  it('forgets what an account saw when it signs out', () => {
    useAuthStore.setState({ user: person('a') });
    queryClient.setQueryData(leadKeys.list({ page: 1 }), { success: true, leads: [] });
    useAuthStore.setState({ user: null });
    expect(cached()).toBeUndefined();
  });

  it('forgets it when another account takes over', () => {
    useAuthStore.setState({ user: person('a') });
    queryClient.setQueryData(leadKeys.list({ page: 1 }), { success: true, leads: [] });
    useAuthStore.setState({ user: person('b') });
    expect(cached()).toBeUndefined();
  });

  it('keeps it when the same account is refreshed, or someone signs in', () => {
    queryClient.setQueryData(leadKeys.list({ page: 1 }), { success: true, leads: [] });
    useAuthStore.setState({ user: person('a') });
    useAuthStore.setState({ user: { ...person('a'), firstName: 'Janet' } });
    expect(cached()).toEqual({ success: true, leads: [] });
  });
});
