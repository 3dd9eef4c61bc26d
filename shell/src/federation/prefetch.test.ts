import { beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  loadRemoteRoutes: vi.fn(),
  preloadLazyPage: vi.fn(() => Promise.resolve()),
}));
vi.mock('./remote-registry', () => ({ loadRemoteRoutes: mocks.loadRemoteRoutes }));
const auth = vi.hoisted(() => ({
  state: { status: 'authenticated', user: { role: 'admin' }, token: 'stored' } as {
    status: string;
    user: { role: string } | null;
    token: string | null;
  },
  listeners: new Set<(state: unknown) => void>(),
}));
vi.mock('@atelier/shared', () => ({
  preloadLazyPage: mocks.preloadLazyPage,
  isAdminRole: (role: string | undefined) => role === 'admin' || role === 'super_admin',
  useAuthStore: {
    getState: () => auth.state,
    subscribe: (listener: (state: unknown) => void) => {
      auth.listeners.add(listener);
      return () => auth.listeners.delete(listener);
    },
  },
}));
const setAuth = (state: typeof auth.state) => {
  auth.state = state;
  for (const listener of [...auth.listeners]) listener(state);
};
const queryClient = vi.hoisted(() => ({ name: 'the shell query client', removeQueries: vi.fn() }));
vi.mock('../query/query-client', () => ({ queryClient }));
const overviewData = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@atelier/shared/data/overview', () => ({
  prefetchOverview: overviewData,
  overviewKeys: { dashboard: () => ['overview', 'dashboard'] },
}));
/** A session token whose claims name `role`, as the backend signs them (not verified here). */
const tokenOf = (role: string) =>
  `header.${btoa(JSON.stringify({ app_metadata: { role }, exp: Date.now() / 1000 + 3600 })).replace(/=+$/, '')}.signature`;

import { prefetchAdminPage } from './prefetch';

const leads = { page: 'leads' };
const leadsData = vi.fn(() => Promise.resolve());
const contracts = { page: 'contracts' };
const routesOf = (name: string) =>
  Promise.resolve({
    status: 'ready',
    routes:
      name === 'remote_admin'
        ? [
            { path: 'leads', element: leads, handle: { prefetch: leadsData } },
            { path: 'clients', element: { page: 'clients' } },
          ]
        : [{ index: true, element: contracts }],
  });

beforeEach(() => {
  mocks.loadRemoteRoutes.mockReset().mockImplementation(routesOf);
  mocks.preloadLazyPage.mockClear();
  leadsData.mockClear();
  overviewData.mockClear();
  queryClient.removeQueries.mockClear();
  auth.state = { status: 'authenticated', user: { role: 'admin' }, token: 'stored' };
});

describe('prefetchAdminPage', () => {
  it("loads the page's remote and the module of that page alone", async () => {
    void prefetchAdminPage('/admin/leads?status=new');
    await vi.waitFor(() => expect(mocks.preloadLazyPage).toHaveBeenCalledWith(leads));
    expect(mocks.loadRemoteRoutes).toHaveBeenCalledWith('remote_admin');
    expect(mocks.preloadLazyPage).toHaveBeenCalledTimes(1);
  });

  it("resolves once the page's module is in, without waiting for its data, and even when it fails", async () => {
    let moduleLoaded: () => void = () => undefined;
    mocks.preloadLazyPage.mockReturnValueOnce(new Promise((resolve) => (moduleLoaded = resolve)));
    leadsData.mockReturnValueOnce(new Promise(() => undefined));
    let settled = false;
    const ready = prefetchAdminPage('/admin/leads').then(() => (settled = true));
    await vi.waitFor(() => expect(leadsData).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    moduleLoaded();
    await ready;

    mocks.loadRemoteRoutes.mockResolvedValue({ status: 'failed', message: 'down' });
    await expect(prefetchAdminPage('/admin/clients')).resolves.toBeUndefined();
    await expect(prefetchAdminPage('/services')).resolves.toBeUndefined();
  });

  it("fetches the data the route declares into the shell's one cache, beside its module", async () => {
    void prefetchAdminPage('/admin/leads');
    await vi.waitFor(() => expect(leadsData).toHaveBeenCalledWith(queryClient));
    void prefetchAdminPage('/admin/clients');
    await vi.waitFor(() => expect(mocks.preloadLazyPage).toHaveBeenCalledTimes(2));
    expect(leadsData).toHaveBeenCalledTimes(1);
  });

  it("asks for the data once the session is known to be an admin's, and never for another account", async () => {
    setAuth({ status: 'unknown', user: null, token: null });
    void prefetchAdminPage('/admin/leads');
    await vi.waitFor(() => expect(mocks.preloadLazyPage).toHaveBeenCalledWith(leads));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(leadsData).not.toHaveBeenCalled();
    setAuth({ status: 'authenticated', user: { role: 'admin' }, token: 'stored' });
    await vi.waitFor(() => expect(leadsData).toHaveBeenCalledTimes(1));

    setAuth({ status: 'unknown', user: null, token: null });
    void prefetchAdminPage('/admin/leads');
    setAuth({ status: 'authenticated', user: { role: 'client' }, token: 'stored' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(leadsData).toHaveBeenCalledTimes(1);
  });

  it("asks for the dashboard's data before its remote's routes have loaded, and once", async () => {
    let routesLoaded: (state: unknown) => void = () => undefined;
    mocks.loadRemoteRoutes.mockReturnValue(new Promise((resolve) => (routesLoaded = resolve)));
    void prefetchAdminPage('/admin/dashboard/');
    await vi.waitFor(() => expect(overviewData).toHaveBeenCalledWith(queryClient));
    expect(mocks.preloadLazyPage).not.toHaveBeenCalled();
    const dashboard = { page: 'dashboard' };
    routesLoaded({
      status: 'ready',
      routes: [{ path: 'dashboard', element: dashboard, handle: { prefetch: overviewData } }],
    });
    await vi.waitFor(() => expect(mocks.preloadLazyPage).toHaveBeenCalledWith(dashboard));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(overviewData).toHaveBeenCalledTimes(1);

    void prefetchAdminPage('/admin?from=login');
    await vi.waitFor(() => expect(overviewData).toHaveBeenCalledTimes(2));
  });

  it("waits for an admin's session before the dashboard's early data too", async () => {
    mocks.loadRemoteRoutes.mockReturnValue(new Promise(() => undefined));
    setAuth({ status: 'unknown', user: null, token: null });
    void prefetchAdminPage('/admin/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(overviewData).not.toHaveBeenCalled();
    setAuth({ status: 'signed_out', user: null, token: null });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(overviewData).not.toHaveBeenCalled();
  });

  it('takes a stored admin token at its word during the session check, and keeps the answer it confirms', async () => {
    mocks.loadRemoteRoutes.mockReturnValue(new Promise(() => undefined));
    const token = tokenOf('admin');
    setAuth({ status: 'unknown', user: null, token });
    void prefetchAdminPage('/admin/dashboard');
    await vi.waitFor(() => expect(overviewData).toHaveBeenCalledWith(queryClient));
    setAuth({ status: 'authenticated', user: { role: 'admin' }, token });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queryClient.removeQueries).not.toHaveBeenCalled();
  });

  it('drops the early answer when the check ends the session or renews its token', async () => {
    mocks.loadRemoteRoutes.mockReturnValue(new Promise(() => undefined));
    const token = tokenOf('super_admin');
    for (const after of [
      { status: 'signed_out', user: null, token: null },
      { status: 'authenticated', user: { role: 'admin' }, token: 'renewed' },
    ]) {
      queryClient.removeQueries.mockClear();
      setAuth({ status: 'unknown', user: null, token });
      void prefetchAdminPage('/admin');
      await vi.waitFor(() => expect(overviewData).toHaveBeenCalled());
      overviewData.mockClear();
      setAuth(after);
      await vi.waitFor(() =>
        expect(queryClient.removeQueries).toHaveBeenCalledWith({
          queryKey: ['overview', 'dashboard'],
          exact: true,
        }),
      );
    }
  });

  it('waits for the check when the stored token names a client, or cannot be read', async () => {
    mocks.loadRemoteRoutes.mockReturnValue(new Promise(() => undefined));
    for (const token of [tokenOf('client'), 'not-a-token']) {
      setAuth({ status: 'unknown', user: null, token });
      void prefetchAdminPage('/admin/dashboard');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(overviewData).not.toHaveBeenCalled();
    }
  });

  it('finds the automation area in its own remote', async () => {
    void prefetchAdminPage('/admin/automation?tab=contracts');
    await vi.waitFor(() => expect(mocks.preloadLazyPage).toHaveBeenCalledWith(contracts));
    expect(mocks.loadRemoteRoutes).toHaveBeenCalledWith('remote_automation');
  });

  it('does nothing outside the admin area, or for a remote that failed', async () => {
    void prefetchAdminPage('/services');
    expect(mocks.loadRemoteRoutes).not.toHaveBeenCalled();
    mocks.loadRemoteRoutes.mockResolvedValue({ status: 'failed', message: 'down' });
    void prefetchAdminPage('/admin/leads');
    await vi.waitFor(() => expect(mocks.loadRemoteRoutes).toHaveBeenCalled());
    await Promise.resolve();
    expect(mocks.preloadLazyPage).not.toHaveBeenCalled();
  });
});
