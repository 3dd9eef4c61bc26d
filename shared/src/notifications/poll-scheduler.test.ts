import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_POLL_INTERVAL_MS, startPolling } from './poll-scheduler';

class FakeDocument extends EventTarget {
  visibilityState: 'visible' | 'hidden' = 'visible';
  setVisibility(state: 'visible' | 'hidden') {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

let window: EventTarget;
let document: FakeDocument;
let poll: ReturnType<typeof vi.fn<() => Promise<void>>>;
let stop: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  window = new EventTarget();
  document = new FakeDocument();
  poll = vi.fn(() => Promise.resolve());
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
});

const start = () => {
  stop = startPolling(poll, { window, document });
};

describe('startPolling', () => {
  it('polls at once, then every 30 seconds', async () => {
    expect(NOTIFICATION_POLL_INTERVAL_MS).toBe(30_000);
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).toHaveBeenCalledTimes(4);
  });

  it('polls again when the window regains focus, and counts the 30 s from there', async () => {
    start();
    await vi.advanceTimersByTimeAsync(10_000);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('does not poll while the tab is hidden, and polls at once when it shows again', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    document.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(poll).toHaveBeenCalledTimes(1);
    document.setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('does not start while the tab is hidden', async () => {
    document.visibilityState = 'hidden';
    start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).not.toHaveBeenCalled();
  });

  it('never runs two polls at once', async () => {
    let finish: () => void = () => undefined;
    poll.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    start();
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(40_000);
    expect(poll).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('keeps polling after a failed poll', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    poll.mockRejectedValueOnce(new Error('offline'));
    start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('stops for good: no timer, no focus, no visibility poll after stop', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    stop?.();
    window.dispatchEvent(new Event('focus'));
    document.setVisibility('hidden');
    document.setVisibility('visible');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('does not schedule another poll when stopped while one is in flight', async () => {
    let finish: () => void = () => undefined;
    poll.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    start();
    stop?.();
    finish();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(poll).toHaveBeenCalledTimes(1);
  });
});
