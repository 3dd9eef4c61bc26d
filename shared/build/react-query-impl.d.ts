/** Build-time alias of TanStack Query's ESM build, used only by react-query-facade.ts. */
declare module '@atelier/react-query-impl' {
  export * from '@tanstack/react-query';
}
