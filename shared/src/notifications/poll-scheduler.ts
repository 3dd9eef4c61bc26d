/** Notifications are polled every 30 seconds (spec §7, §9). */
export const NOTIFICATION_POLL_INTERVAL_MS = 30_000;

type Listenable = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export type PollOptions = {
  intervalMs?: number;
  /** Where `focus` fires: the browser window. */
  window: Listenable;
  /** Where `visibilitychange` fires and `visibilityState` is read: the document. */
  document: Listenable & { readonly visibilityState: string };
};

/**
 * Runs `poll` now, then `intervalMs` after each run ends, and again at once when the window
 * regains focus or the tab becomes visible. Nothing runs while the tab is hidden, and never
 * two runs at a time. Returns the function that stops it all.
 */
export function startPolling(poll: () => Promise<void>, options: PollOptions): () => void {
  const { window, document, intervalMs = NOTIFICATION_POLL_INTERVAL_MS } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isPolling = false;
  let isStopped = false;
  const isHidden = () => document.visibilityState === 'hidden';

  const cancelTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const run = async (): Promise<void> => {
    cancelTimer();
    // A run in flight schedules the next one when it ends.
    if (isStopped || isHidden() || isPolling) return;
    isPolling = true;
    try {
      await poll();
    } catch (error) {
      console.warn('[notifications] polling failed', error);
    } finally {
      isPolling = false;
    }
    if (!isStopped && !isHidden()) timer = setTimeout(() => void run(), intervalMs);
  };

  const onFocus = () => void run();
  const onVisibilityChange = () => (isHidden() ? cancelTimer() : void run());

  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisibilityChange);
  void run();

  return () => {
    isStopped = true;
    cancelTimer();
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
