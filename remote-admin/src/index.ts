import('./bootstrap').catch((error: unknown) => {
  console.error('[remote-admin] failed to start', error);
});
