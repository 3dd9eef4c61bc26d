/** The parts of a `<dialog>` and of the focused element that opening and closing a modal use. */
export type ModalElement = { open: boolean; showModal: () => void; close: () => void };
export type Focusable = { isConnected: boolean; focus: (options?: FocusOptions) => void };

/**
 * Opens `dialog` as a modal and answers how to close it: closing gives focus back to what had
 * it before (`opener`, the button that opened it) when that is still on the page. The browser
 * does that itself only for a dialog closed with `close()`; one that leaves the page while open
 * (a form unmounted with its dialog, as "New contract" is) would leave focus on `<body>`.
 */
export function openModal(dialog: ModalElement, opener: Focusable | null): () => void {
  if (!dialog.open) dialog.showModal();
  return () => {
    if (dialog.open) dialog.close();
    // After `close()`: the rest of the page was inert until then and could take no focus.
    if (opener?.isConnected) opener.focus({ preventScroll: false });
  };
}

/** The focused element of `doc` if one really is (not the body a closed dialog left it on). */
export function focusedElement(doc: Document): HTMLElement | null {
  const active = doc.activeElement;
  if (!active || active === doc.body || !('focus' in active)) return null;
  return active as HTMLElement;
}
