import {
  missingRequiredVariables,
  parseTemplate,
  templateVariables,
} from '@atelier/shared/contract';

/** What the editor finds wrong with a subject or body before sending it. */
export type TemplateProblem =
  | { kind: 'required' }
  | { kind: 'malformed' }
  | { kind: 'unknown'; names: string[] }
  /** The body drops a variable its e-mail cannot do without (the reset link, …). */
  | { kind: 'missing'; names: string[] };

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

/**
 * Both fields' problems; `required` are the variables the body must always show
 * (`requiredTemplateVariables`, the same list `update_template` checks).
 */
export function validateTemplate(
  values: TemplateValues,
  allowed: readonly string[],
  required: readonly string[] = [],
): Record<string, TemplateProblem> {
  const problems: Record<string, TemplateProblem> = {};
  for (const field of ['subject', 'body'] as const) {
    const problem = templateTextProblem(values[field], allowed);
    if (problem) problems[field] = problem;
  }
  const missing = problems.body ? [] : missingRequiredVariables(values.body, required);
  if (missing.length > 0) problems.body = { kind: 'missing', names: missing };
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
