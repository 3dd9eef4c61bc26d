/** Build-time aliases of the federation runtime's helper packages (MF_HELPERS, app-config.ts). */
declare module '@atelier/mf-sdk';
declare module '@atelier/mf-error-codes';

/** The shell's own `@module-federation/webpack-bundler-runtime` (MF_BUNDLER_ALIASES, app-config.ts). */
declare module '@atelier/mf-bundler-runtime' {
  export const bundlerRuntime: Record<string, unknown>;
  export const attachShareScopeMap: (webpackRequire: unknown) => void;
}
