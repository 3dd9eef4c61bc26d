/**
 * Each app records the singletons it sees, so a test can prove that the shell and every
 * remote run on the same React, router, i18next and auth store.
 */
export type SingletonInstances = Record<string, unknown>;

type InstanceRegistry = Record<string, SingletonInstances>;

declare global {
  interface Window {
    __ATELIER_INSTANCES__?: InstanceRegistry;
  }
}

export function recordInstances(app: string, instances: SingletonInstances): void {
  if (typeof window === 'undefined') return;
  window.__ATELIER_INSTANCES__ ??= {};
  window.__ATELIER_INSTANCES__[app] = instances;
}
