import('./bootstrap').catch((error: unknown) => {
  console.error('[remote-portal] failed to start', error);
});
