/** Build-time aliases of the federation runtime's helper packages (MF_HELPERS, app-config.ts). */
declare module '@atelier/mf-sdk';
declare module '@atelier/mf-error-codes';
