/** Build-time alias of react-i18next's ESM build, used only by react-i18next-facade.ts. */
declare module '@atelier/react-i18next-impl' {
  export * from 'react-i18next';
}
