/**
 * Provided to the share scope as `react-router-dom`: in v7 that package is react-router itself,
 * so this re-exports the shared `react-router` (see react-router-facade.ts) and every app runs
 * on one router instance whichever of the two names it imports.
 */
export * from 'react-router';
