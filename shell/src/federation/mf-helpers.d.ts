/** The shell's own `@module-federation/webpack-bundler-runtime` (MF_BUNDLER_ALIASES, app-config.ts). */
declare module '@atelier/mf-bundler-runtime' {
  export const bundlerRuntime: Record<string, unknown>;
  export const attachShareScopeMap: (webpackRequire: unknown) => void;
}
