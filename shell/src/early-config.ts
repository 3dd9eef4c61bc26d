/**
 * `config.json`, asked for by the entry before the shell's code is downloaded: the request
 * runs beside the download of React and the shell instead of after it (an admin page waited
 * ~400 ms for it on the bench). A server-rendered page carries its config and never asks.
 */
let early: Promise<Response> | null = null;

export function fetchConfigEarly(): void {
  early ??= fetch('/config.json', { cache: 'no-store' });
  // A failure is read by the shell when it starts (`takeConfigResponse`), not reported here.
  early.catch(() => undefined);
}

/** The early request if the entry made one (once), else a new one. */
export function takeConfigResponse(): Promise<Response> {
  const response = early ?? fetch('/config.json', { cache: 'no-store' });
  early = null;
  return response;
}
