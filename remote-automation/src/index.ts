import('./bootstrap').catch((error: unknown) => {
  console.error('[remote-automation] failed to start', error);
});
