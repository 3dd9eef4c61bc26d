/**
 * A visitor can type into a server-rendered page, and press its buttons, before the shell's
 * React tree takes it over (docs/public-rendering.md). React then replaces the markup with an
 * identical tree whose fields hold their initial state: without this, what was typed would be
 * lost and a form sent in the meantime would post the page back to the server.
 *
 * While the page is held, a form's sending is kept for later instead of leaving the page, and
 * the buttons pressed are noted; when the tree has taken over, what the visitor changed in each
 * field (read from the old, detached elements, so even the last key counts) is typed into the
 * same field of the new tree the way React hears it, the buttons are pressed again, focus goes
 * back where it was, and a kept sending is made again. The trees are identical, so "the same
 * field" is the one at the same position.
 */

const FIELDS = 'input, textarea, select, button';
/** How long the fields of a page rendered late are waited for. */
const GIVE_UP_MS = 15_000;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | HTMLButtonElement;

type KeptSubmit = { formIndex: number; submitterIndex: number };

export type HeldPage = {
  /** Call once the new tree is committed, outside React's commit (a task after it). */
  release(): void;
};

/**
 * What the page's inline script (scripts/lib/early-hold.ts) noted before this script ran, and
 * its listeners, which this module's replace.
 */
type EarlyHold = {
  kept: { form: EventTarget | null; submitter: EventTarget | null } | null;
  focused: EventTarget | null;
  clicks: EventTarget[];
  onSubmit: (event: Event) => void;
  onFocus: (event: Event) => void;
  onClick: (event: Event) => void;
};

declare global {
  interface Window {
    __atelierEarly?: EarlyHold;
  }
}

export function holdServerRenderedPage(container: HTMLElement): HeldPage {
  const oldFields = Array.from(container.querySelectorAll<Field>(FIELDS));
  const oldForms = Array.from(container.querySelectorAll('form'));
  const keep = (form: EventTarget | null, submitter: EventTarget | null): KeptSubmit => ({
    formIndex: oldForms.indexOf(form as HTMLFormElement),
    submitterIndex: oldFields.indexOf(submitter as Field),
  });
  let focusedIndex = -1;
  let keptSubmit: KeptSubmit | null = null;
  /** Buttons pressed that do something only with the page's script (not a form's sending). */
  const pressed: number[] = [];

  const early = window.__atelierEarly;
  if (early) {
    container.removeEventListener('submit', early.onSubmit, { capture: true });
    container.removeEventListener('focusin', early.onFocus);
    container.removeEventListener('click', early.onClick, { capture: true });
    focusedIndex = oldFields.indexOf(early.focused as Field);
    for (const button of early.clicks) pressed.push(oldFields.indexOf(button as Field));
    if (early.kept) keptSubmit = keep(early.kept.form, early.kept.submitter);
    delete window.__atelierEarly;
  }

  const onFocusIn = (event: FocusEvent) => {
    focusedIndex = oldFields.indexOf(event.target as Field);
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    keptSubmit = keep(event.target, event.submitter);
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (button && button.type !== 'submit') pressed.push(oldFields.indexOf(button));
  };
  container.addEventListener('focusin', onFocusIn);
  container.addEventListener('submit', onSubmit, { capture: true });
  container.addEventListener('click', onClick, { capture: true });

  const carryAll = (newFields: Field[]) => {
    oldFields.forEach((old, index) => {
      const field = newFields[index];
      if (field && isSameField(old, field)) carryOver(old, field);
    });
    for (const index of pressed) {
      const button = newFields[index];
      if (index >= 0 && button instanceof HTMLButtonElement) button.click();
    }
    const focused = newFields[focusedIndex];
    if (focused && focusedIndex >= 0) focused.focus({ preventScroll: true });
    const kept = keptSubmit;
    // Once React has rendered the carried values, so the form's handler reads them.
    if (kept) setTimeout(() => resubmit(kept, container, newFields), 0);
  };

  return {
    release() {
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('submit', onSubmit, { capture: true });
      container.removeEventListener('click', onClick, { capture: true });
      if (oldFields.length === 0) return;
      // The tree is the page itself, unless its remote was too slow and the shell rendered
      // its own loading state first: then the fields are carried over when the page arrives.
      const fieldsArrived = () => {
        const newFields = Array.from(container.querySelectorAll<Field>(FIELDS));
        if (newFields.length < oldFields.length) return false;
        carryAll(newFields);
        return true;
      };
      if (fieldsArrived()) return;
      const observer = new MutationObserver(() => {
        if (fieldsArrived()) stop();
      });
      const timer = setTimeout(() => stop(), GIVE_UP_MS);
      const stop = () => {
        observer.disconnect();
        clearTimeout(timer);
      };
      observer.observe(container, { childList: true, subtree: true });
    },
  };
}

function isSameField(old: Field, field: Field): boolean {
  return (
    old.tagName === field.tagName &&
    old.getAttribute('type') === field.getAttribute('type') &&
    old.getAttribute('name') === field.getAttribute('name')
  );
}

/** Gives `field` what the visitor changed in `old`, through the events React listens to. */
function carryOver(old: Field, field: Field): void {
  if (old instanceof HTMLInputElement && (old.type === 'checkbox' || old.type === 'radio')) {
    if (old.checked !== old.defaultChecked && (field as HTMLInputElement).checked !== old.checked) {
      field.click();
    }
    return;
  }
  if (old instanceof HTMLButtonElement) return;
  const changed =
    old instanceof HTMLSelectElement
      ? Array.from(old.options).some((option) => option.selected !== option.defaultSelected)
      : old.value !== old.defaultValue;
  if (!changed || field.value === old.value) return;
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

function resubmit(kept: KeptSubmit, container: HTMLElement, newFields: Field[]): void {
  const submitter = newFields[kept.submitterIndex];
  const form =
    submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement
      ? submitter.form
      : container.querySelectorAll('form')[kept.formIndex];
  if (!form) return;
  const canSubmit =
    submitter && (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement)
      ? submitter
      : undefined;
  form.requestSubmit(canSubmit);
}
