/** What each app records about its singletons (shared/src/runtime/instances.ts). */
interface Window {
  __ATELIER_INSTANCES__?: Record<string, Record<string, unknown>>;
}
