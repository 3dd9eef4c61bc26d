import { describe, expect, it, vi } from 'vitest';
import { type Focusable, type ModalElement, openModal } from './modal-focus';

function fakeDialog(): ModalElement & { events: string[] } {
  const events: string[] = [];
  const dialog = {
    open: false,
    events,
    showModal: () => {
      dialog.open = true;
      events.push('showModal');
    },
    close: () => {
      dialog.open = false;
      events.push('close');
    },
  };
  return dialog;
}

function fakeOpener(events: string[], isConnected = true): Focusable {
  return { isConnected, focus: vi.fn(() => events.push('focus opener')) };
}

describe('openModal', () => {
  it('opens the dialog as a modal and, on close (Escape, ×, Cancel), gives focus back to its opener', () => {
    const dialog = fakeDialog();
    const opener = fakeOpener(dialog.events);
    const close = openModal(dialog, opener);
    expect(dialog.open).toBe(true);
    close();
    expect(dialog.open).toBe(false);
    // Closed first: while the modal is open the opener is inert and cannot take focus.
    expect(dialog.events).toEqual(['showModal', 'close', 'focus opener']);
  });

  it('gives focus back as well when the dialog left the page while open (its form unmounted)', () => {
    const dialog = fakeDialog();
    const opener = fakeOpener(dialog.events);
    const close = openModal(dialog, opener);
    dialog.open = false; // what the browser reports once the element is gone
    close();
    expect(opener.focus).toHaveBeenCalledOnce();
  });

  it('leaves focus alone when the opener is gone or there was none (opened from the URL)', () => {
    const dialog = fakeDialog();
    const gone = fakeOpener(dialog.events, false);
    openModal(dialog, gone)();
    expect(gone.focus).not.toHaveBeenCalled();
    expect(() => openModal(fakeDialog(), null)()).not.toThrow();
  });

  it('does not open a dialog twice', () => {
    const dialog = fakeDialog();
    dialog.open = true;
    openModal(dialog, null);
    expect(dialog.events).toEqual([]);
  });
});
