/**
 * Provided to the share scope as `react-router-dom`: in v7 that package is react-router itself,
 * so it offers exactly the names of the react-router facade, from the same module — every app
 * runs on one router instance whichever of the two names it imports.
 */
export * from './react-router-facade';
