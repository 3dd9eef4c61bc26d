/** `initContainerEntry.cjs` of `@module-federation/webpack-bundler-runtime` (`app-config.ts`). */
declare module '@atelier/mf-init-container-entry' {
  export const initContainerEntry: (options: unknown) => unknown;
}
