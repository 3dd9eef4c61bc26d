/** Build-time alias of react-router's ESM build, used only by react-router-facade.ts. */
declare module '@atelier/react-router-impl' {
  export * from 'react-router';
}
