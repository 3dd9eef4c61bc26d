/** Build-time alias of Zod's ESM entry, used only by zod-facade.ts. */
declare module '@atelier/zod-impl' {
  export * from 'zod';
}
