/** A built-in or an agency's e-mail text: its subject and its body, with `{{variables}}`. */
export interface TemplateText {
  subject: string;
  body: string;
}

/** A body written line by line. */
export const lines = (...parts: string[]): string => parts.join('\n');
