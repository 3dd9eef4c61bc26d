import('./bootstrap').catch((error: unknown) => {
  console.error('[shell] failed to start', error);
});
