/**
 * A visitor can type into a server-rendered page, and press its buttons, before the shell's
 * React tree takes it over (docs/public-rendering.md). React then replaces the markup with an
 * identical tree whose fields hold their initial state: without this, what was typed would be
 * lost and a form sent in the meantime would post the page back to the server.
 *
 * While the page is held, a form's sending is kept for later instead of leaving the page, the
 * buttons pressed are noted, and a link clicked once something was typed is kept too (so it
 * goes through the page's script, with what was typed). When the tree has taken over, what the
 * visitor changed in each field (read from the old, detached elements, so even the last key
 * counts) is typed into the same field of the new tree the way React hears it, the buttons are
 * pressed again (a popover left open, the phone's menu, is open in the new tree), focus goes
 * back where it was (a field, or a link: a keyboard visitor's first Tab, which starts the
 * takeover, lands on one; else the element of the same id, `main` after the skip link), and a
 * kept sending or link is made again. "The
 * same field" is the one of the same kind and name (for a button or a link, the same words) at
 * the same rank among those: the trees are meant to be identical, and this holds when one has a field
 * more or less elsewhere.
 */

import {
  asSubmitter,
  carryOver,
  type Field,
  followLateTyping,
  isChanged,
  isKeepable,
  isOpenPopover,
  keepSelection,
  keysOf,
} from './takeover-fields';

const FIELDS = 'input, textarea, select, button';
/** What the focus is put back on: the fields, and the links. */
const FOCUSABLE = `${FIELDS}, a[href]`;
/** How long the fields of a page rendered late are waited for. */
const GIVE_UP_MS = 15_000;
/** A link clicked while the page is held is followed natively if the tree is not in by then. */
const LINK_FALLBACK_MS = 3_000;

type KeptSubmit = { form: HTMLFormElement | null; submitter: Field | null };

export type HeldPage = {
  /**
   * Call at the commit itself (a layout effect): the field the visitor is in gets the focus in
   * the new tree before any further key arrives, so no key falls on the page's body, and a
   * popover the visitor opened (the phone's menu) is open before the new tree is painted.
   */
  keepFocus(): void;
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
  /** A link clicked once something was typed, and the native follow the script set for it. */
  link?: { element: EventTarget; fallback: ReturnType<typeof setTimeout> } | null;
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
  const oldKeys = new Map(keysOf(oldFields).map((key, index) => [oldFields[index], key]));
  const oldForms = Array.from(container.querySelectorAll('form'));
  let focused: Field | null = null;
  const oldFocusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  const focusKeys = new Map(keysOf(oldFocusable).map((key, index) => [oldFocusable[index], key]));
  /** The field or link the visitor is in, the focus's place in the new tree. */
  let focusedKey: string | null = null;
  /**
   * The id of what the visitor is in, for what is neither a field nor a link: `main`, where
   * the skip link puts the focus (the new tree's `main` replaces it).
   */
  let focusedId: string | null = null;
  const noteFocus = (target: EventTarget | null) => {
    focused = asField(target);
    focusedKey = focusKeys.get(target as HTMLElement) ?? null;
    focusedId =
      target instanceof HTMLElement && target.id && container.contains(target) ? target.id : null;
  };
  let keptSubmit: KeptSubmit | null = null;
  /** Buttons pressed that do something only with the page's script (not a form's sending). */
  const pressed: Field[] = [];
  const asField = (target: EventTarget | null): Field | null =>
    oldFields.includes(target as Field) ? (target as Field) : null;

  const early = window.__atelierEarly;
  if (early) {
    container.removeEventListener('submit', early.onSubmit, { capture: true });
    container.removeEventListener('focusin', early.onFocus);
    container.removeEventListener('click', early.onClick, { capture: true });
    noteFocus(early.focused);
    for (const button of early.clicks) {
      const field = asField(button);
      if (field) pressed.push(field);
    }
    if (early.kept) {
      keptSubmit = {
        form: early.kept.form as HTMLFormElement | null,
        submitter: asField(early.kept.submitter),
      };
    }
    delete window.__atelierEarly;
  }

  const onFocusIn = (event: FocusEvent) => noteFocus(event.target);
  /**
   * Focus back on the same field or link of the new tree (else the element of the same id),
   * with the caret or selection it had, unless the visitor is in one already.
   */
  const refocus = () => {
    const active = document.activeElement;
    if (!focusedKey && !focusedId) return;
    if (active && active !== document.body && active.isConnected) return;
    const fresh = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
    const byId = focusedId ? document.getElementById(focusedId) : null;
    const target = (focusedKey ? fresh[keysOf(fresh).indexOf(focusedKey)] : null) ?? byId;
    if (!target || !container.contains(target)) return;
    target.focus({ preventScroll: true });
    keepSelection(focused, target);
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    keptSubmit = { form: event.target as HTMLFormElement, submitter: asField(event.submitter) };
  };
  let keptLink: { href: string; words: string; fallback: ReturnType<typeof setTimeout> } | null =
    null;
  const keepLink = (link: HTMLAnchorElement) => {
    if (keptLink) clearTimeout(keptLink.fallback);
    keptLink = {
      href: link.getAttribute('href') ?? '',
      words: (link.textContent ?? '').trim(),
      fallback: setTimeout(() => window.location.assign(link.href), LINK_FALLBACK_MS),
    };
  };
  // A link the inline script kept: this script follows it now, with its own fallback.
  if (early?.link && early.link.element instanceof HTMLAnchorElement) {
    clearTimeout(early.link.fallback);
    keepLink(early.link.element);
  }
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link instanceof HTMLAnchorElement && isKeepable(link, event) && oldFields.some(isChanged)) {
      // Followed by the page's script, so what was typed goes along (a link may carry it).
      event.preventDefault();
      keepLink(link);
      return;
    }
    const button = asField((event.target as Element | null)?.closest?.('button') ?? null);
    if (button && button instanceof HTMLButtonElement && button.type !== 'submit') {
      pressed.push(button);
    }
  };
  /**
   * The popovers open on the server's markup (the phone's menu, which opens with no script),
   * by id: the new tree's are opened at its commit, before it is painted, rather than by
   * pressing their button again once it is (the menu would close for a frame).
   */
  const openPopovers = new Set(
    Array.from(container.querySelectorAll<HTMLElement>('[popover][id]'))
      .filter(isOpenPopover)
      .map((popover) => popover.id),
  );
  // A popover's `toggle` does not bubble: heard while it goes down to the popover.
  const onToggle = (event: Event) => {
    const popover = event.target;
    if (!(popover instanceof HTMLElement) || !popover.id || !popover.hasAttribute('popover'))
      return;
    if (isOpenPopover(popover)) openPopovers.add(popover.id);
    else openPopovers.delete(popover.id);
  };
  const reopenPopovers = () => {
    for (const id of openPopovers) {
      const popover = document.getElementById(id);
      if (!popover || !container.contains(popover) || isOpenPopover(popover)) continue;
      try {
        popover.showPopover();
      } catch {
        // Not a popover in the new tree, or a browser without them: nothing to open.
      }
    }
  };
  /** Buttons pressed again in the new tree: not a popover's, whose state is carried instead. */
  const toPressAgain = () => pressed.filter((button) => !button.hasAttribute('popovertarget'));
  container.addEventListener('focusin', onFocusIn);
  container.addEventListener('submit', onSubmit, { capture: true });
  container.addEventListener('click', onClick, { capture: true });
  container.addEventListener('toggle', onToggle, { capture: true });

  /** The fields whose counterpart must be in the new tree before anything is carried. */
  const needed = (): Field[] => {
    const fields = oldFields.filter(isChanged);
    for (const field of [...toPressAgain(), focused, keptSubmit?.submitter ?? null]) {
      if (field && !fields.includes(field)) fields.push(field);
    }
    return fields;
  };

  /** Carries everything over once the new tree has every needed field; false until then. */
  const carryWhenReady = (): boolean => {
    const newFields = Array.from(container.querySelectorAll<Field>(FIELDS));
    const byKey = new Map(keysOf(newFields).map((key, index) => [key, newFields[index]]));
    const counterpart = (old: Field) => byKey.get(oldKeys.get(old) ?? '');
    const wanted = needed();
    if (wanted.some((old) => !counterpart(old))) return false;
    for (const old of oldFields) {
      const field = counterpart(old);
      if (field && isChanged(old)) carryOver(old, field);
    }
    for (const old of toPressAgain()) {
      const button = counterpart(old);
      if (button instanceof HTMLButtonElement) button.click();
    }
    reopenPopovers();
    refocus();
    followLateTyping(oldFields, counterpart);
    const kept = keptSubmit;
    if (kept) {
      const submitter = kept.submitter ? (counterpart(kept.submitter) ?? null) : null;
      const form =
        submitter && 'form' in submitter
          ? submitter.form
          : container.querySelectorAll('form')[oldForms.indexOf(kept.form as HTMLFormElement)];
      // Once React has rendered the carried values, so the form's handler reads them.
      if (form) setTimeout(() => form.requestSubmit(asSubmitter(submitter)), 0);
    }
    const link = keptLink;
    if (link) {
      clearTimeout(link.fallback);
      const counterpartLink = Array.from(
        container.querySelectorAll<HTMLAnchorElement>('a[href]'),
      ).find(
        (each) =>
          each.getAttribute('href') === link.href && (each.textContent ?? '').trim() === link.words,
      );
      setTimeout(() => {
        if (counterpartLink) counterpartLink.click();
        else window.location.assign(link.href);
      }, 0);
    }
    return true;
  };

  return {
    keepFocus() {
      reopenPopovers();
      refocus();
    },
    release() {
      container.removeEventListener('toggle', onToggle, { capture: true });
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('submit', onSubmit, { capture: true });
      container.removeEventListener('click', onClick, { capture: true });
      // The tree is the page itself, unless its remote was too slow and the shell rendered
      // its own loading state first: then the fields are carried over when the page arrives.
      if (carryWhenReady()) return;
      const observer = new MutationObserver(() => {
        if (carryWhenReady()) stop();
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
