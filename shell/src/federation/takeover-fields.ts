/**
 * The takeover's work on single fields and links (takeover.ts): which field of the new tree is
 * "the same" as one of the server's markup, whether the visitor changed it, how what they
 * typed, chose or selected is given to the new field the way React hears it, and which link
 * click is kept.
 */

/** A field of a held page: what the visitor types into, chooses or presses. */
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | HTMLButtonElement;

/** How long keys typed into a replaced field still follow to the new one. */
const LATE_TYPING_MS = 3_000;

/**
 * Typing that began on a field of the server's markup may end after it was replaced (a few
 * keys still land in the old, detached field): for a moment, they follow to the new field.
 */
export function followLateTyping(
  oldFields: Field[],
  counterpart: (old: Field) => Field | undefined,
) {
  const follow = (event: Event) => {
    const old = event.currentTarget as Field;
    const field = counterpart(old);
    if (field) carryOver(old, field);
  };
  const typed = oldFields.filter((old) => !(old instanceof HTMLButtonElement));
  for (const old of typed) {
    old.addEventListener('input', follow);
    old.addEventListener('change', follow);
  }
  setTimeout(() => {
    for (const old of typed) {
      old.removeEventListener('input', follow);
      old.removeEventListener('change', follow);
    }
  }, LATE_TYPING_MS);
}

/** Each field's kind, name (or a button's or link's words) and rank among the fields alike. */
export function keysOf(fields: Element[]): string[] {
  const seen = new Map<string, number>();
  return fields.map((field) => {
    const name = field.getAttribute('name') ?? '';
    const words = name ? '' : (field.textContent ?? '').trim().slice(0, 60);
    const base = `${field.tagName}|${field.getAttribute('type') ?? ''}|${name}|${words}`;
    const rank = seen.get(base) ?? 0;
    seen.set(base, rank + 1);
    return `${base}#${rank}`;
  });
}

/** A plain click on a link to another page of this site, in this tab. */
export function isKeepable(link: HTMLAnchorElement, event: MouseEvent): boolean {
  const href = link.getAttribute('href') ?? '';
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !link.target &&
    !link.hasAttribute('download') &&
    href.startsWith('/') &&
    !href.startsWith('//') &&
    link.origin === window.location.origin
  );
}

/** Whether the visitor changed the field from what the server drew. */
export function isChanged(old: Field): boolean {
  if (old instanceof HTMLButtonElement) return false;
  if (old instanceof HTMLInputElement && (old.type === 'checkbox' || old.type === 'radio')) {
    return old.checked !== old.defaultChecked;
  }
  if (old instanceof HTMLSelectElement) {
    return Array.from(old.options).some((option) => option.selected !== option.defaultSelected);
  }
  return old.value !== old.defaultValue;
}

/** Whether `element` is a popover shown now (false where the browser has no popovers). */
export function isOpenPopover(element: HTMLElement): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}

/** The caret or selection the visitor had in `old`, in `field` that replaced it. */
export function keepSelection(old: Field | null, field: HTMLElement): void {
  const text = (element: unknown) =>
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
  if (!text(old) || !text(field)) return;
  const from = old as HTMLInputElement | HTMLTextAreaElement;
  try {
    (field as HTMLInputElement | HTMLTextAreaElement).setSelectionRange(
      from.selectionStart,
      from.selectionEnd,
      from.selectionDirection ?? undefined,
    );
  } catch {
    // Types without a caret (email in some browsers, number) refuse it: nothing to restore.
  }
}

export const asSubmitter = (
  field: Field | null,
): HTMLButtonElement | HTMLInputElement | undefined =>
  field instanceof HTMLButtonElement || field instanceof HTMLInputElement ? field : undefined;

/** Gives `field` what the visitor changed in `old`, through the events React listens to. */
export function carryOver(old: Field, field: Field): void {
  if (old instanceof HTMLInputElement && old.type === 'file') {
    // A file chosen (a PDF to verify): its list moves to the new field, which hears a change.
    if (field instanceof HTMLInputElement && old.files && field.files !== old.files) {
      field.files = old.files;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
    return;
  }
  if (old instanceof HTMLInputElement && (old.type === 'checkbox' || old.type === 'radio')) {
    if ((field as HTMLInputElement).checked !== old.checked) field.click();
    return;
  }
  if (old instanceof HTMLButtonElement || field.value === old.value) return;
  // React tracks the value it set: the prototype's setter leaves that record behind, so the
  // event that follows reads as the visitor's change.
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, old.value);
  field.dispatchEvent(
    new Event(old instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
  if (old instanceof HTMLInputElement && field instanceof HTMLInputElement) {
    try {
      field.setSelectionRange(old.selectionStart, old.selectionEnd);
    } catch {
      // Types without a caret (email in some browsers, number) refuse it: nothing to restore.
    }
  }
}
