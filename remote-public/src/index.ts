import('./bootstrap').catch((error: unknown) => {
  console.error('[remote-public] failed to start', error);
});
