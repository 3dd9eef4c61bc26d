import { parseTemplate, templateVariables } from '@atelier/shared/contract';

/** What the editor finds wrong with a subject or body before sending it. */
export type TemplateProblem =
  | { kind: 'required' }
  | { kind: 'malformed' }
  | { kind: 'unknown'; names: string[] };

export type TemplateValues = { subject: string; body: string };

/** The same rules as the server's (`update_template`), so a text the form lets through is saved. */
export function templateTextProblem(
  value: string,
  allowed: readonly string[],
): TemplateProblem | null {
  if (value.trim() === '') return { kind: 'required' };
  const parsed = parseTemplate(value);
  if (!parsed.ok) return { kind: 'malformed' };
  const names = [...templateVariables(parsed.nodes)].filter((name) => !allowed.includes(name));
  return names.length > 0 ? { kind: 'unknown', names } : null;
}

export function validateTemplate(
  values: TemplateValues,
  allowed: readonly string[],
): Record<string, TemplateProblem> {
  const problems: Record<string, TemplateProblem> = {};
  for (const field of ['subject', 'body'] as const) {
    const problem = templateTextProblem(values[field], allowed);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** `text` with `{{name}}` put where the cursor was (or replacing the selection). */
export function insertVariable(
  text: string,
  name: string,
  selection: { start: number; end: number } | null,
): { text: string; cursor: number } {
  const token = `{{${name}}}`;
  const start = selection?.start ?? text.length;
  const end = selection?.end ?? text.length;
  return { text: text.slice(0, start) + token + text.slice(end), cursor: start + token.length };
}
