import { PORTAL_MESSAGE_MAX, type PortalMessage } from '@atelier/shared/contract';

/** The checks `send_message` makes on the body, so a refused message says why before sending. */
export type MessageProblem = 'required' | 'tooLong';

export function checkMessage(body: string): MessageProblem | null {
  const text = body.trim();
  if (text === '') return 'required';
  if (text.length > PORTAL_MESSAGE_MAX) return 'tooLong';
  return null;
}

/** Ctrl+Enter (⌘+Enter on a Mac) sends, as in most chat tools; Enter alone is a new line. */
export const isSendShortcut = (event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
}): boolean => event.key === 'Enter' && (event.ctrlKey || event.metaKey);

/**
 * The agency's messages that arrived since the ids already shown, for the live region. The
 * first load announces nothing (`known` null): only what comes while the page is open.
 */
export function arrivedFromAgency(
  known: ReadonlySet<string> | null,
  messages: readonly PortalMessage[],
): PortalMessage[] {
  if (known === null) return [];
  return messages.filter((message) => message.author_role === 'agency' && !known.has(message.id));
}
