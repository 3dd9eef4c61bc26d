import { beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  loadRemoteRoutes: vi.fn(),
  preloadLazyPage: vi.fn(() => Promise.resolve()),
}));
vi.mock('./remote-registry', () => ({ loadRemoteRoutes: mocks.loadRemoteRoutes }));
vi.mock('@atelier/shared', () => ({ preloadLazyPage: mocks.preloadLazyPage }));

import { prefetchAdminPage } from './prefetch';

const leads = { page: 'leads' };
const contracts = { page: 'contracts' };
const routesOf = (name: string) =>
  Promise.resolve({
    status: 'ready',
    routes:
      name === 'remote_admin'
        ? [
            { path: 'leads', element: leads },
            { path: 'clients', element: { page: 'clients' } },
          ]
        : [{ index: true, element: contracts }],
  });

beforeEach(() => {
  mocks.loadRemoteRoutes.mockReset().mockImplementation(routesOf);
  mocks.preloadLazyPage.mockClear();
});

describe('prefetchAdminPage', () => {
  it("loads the page's remote and the module of that page alone", async () => {
    prefetchAdminPage('/admin/leads?status=new');
    await vi.waitFor(() => expect(mocks.preloadLazyPage).toHaveBeenCalledWith(leads));
    expect(mocks.loadRemoteRoutes).toHaveBeenCalledWith('remote_admin');
    expect(mocks.preloadLazyPage).toHaveBeenCalledTimes(1);
  });

  it('finds the automation area in its own remote', async () => {
    prefetchAdminPage('/admin/automation?tab=contracts');
    await vi.waitFor(() => expect(mocks.preloadLazyPage).toHaveBeenCalledWith(contracts));
    expect(mocks.loadRemoteRoutes).toHaveBeenCalledWith('remote_automation');
  });

  it('does nothing outside the admin area, or for a remote that failed', async () => {
    prefetchAdminPage('/services');
    expect(mocks.loadRemoteRoutes).not.toHaveBeenCalled();
    mocks.loadRemoteRoutes.mockResolvedValue({ status: 'failed', message: 'down' });
    prefetchAdminPage('/admin/leads');
    await vi.waitFor(() => expect(mocks.loadRemoteRoutes).toHaveBeenCalled());
    await Promise.resolve();
    expect(mocks.preloadLazyPage).not.toHaveBeenCalled();
  });
});
