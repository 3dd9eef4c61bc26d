/**
 * The e-mail templates' syntax, one parser for the server (rendering, `update_template`'s
 * checks) and the editor's live preview, so the preview is the message that will be sent:
 *
 * - `{{name}}` is the variable's value;
 * - `{{#name}}…{{/name}}` is kept when the value is not empty (a project name, a reminder);
 * - `{{^name}}…{{/name}}` is kept when it is empty.
 */

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: string }
  | { kind: 'section'; name: string; inverted: boolean; children: Node[] };

const TOKEN = /\{\{\s*([#^/]?)\s*([A-Za-z0-9_]+)\s*\}\}/g;

export type TemplateParse = { ok: true; nodes: Node[] } | { ok: false; problem: string };

/** The template as a tree, or the first problem in it, worded for a field message. */
export function parseTemplate(source: string): TemplateParse {
  const root: Node[] = [];
  const stack: { name: string; children: Node[] }[] = [{ name: '', children: root }];
  let last = 0;
  const current = () => stack[stack.length - 1]?.children ?? root;
  for (const match of source.matchAll(TOKEN)) {
    const before = source.slice(last, match.index);
    if (before.includes('{{') || before.includes('}}')) return malformed(before);
    if (before) current().push({ kind: 'text', text: before });
    last = match.index + match[0].length;
    const [, sigil, name = ''] = match;
    if (sigil === '' || sigil === undefined) {
      current().push({ kind: 'value', name });
    } else if (sigil === '/') {
      const open = stack.pop();
      if (!open || open.name !== name || stack.length === 0) {
        return { ok: false, problem: `has {{/${name}}} without its {{#${name}}}` };
      }
    } else {
      const section: Node = { kind: 'section', name, inverted: sigil === '^', children: [] };
      current().push(section);
      stack.push({ name, children: section.children });
    }
  }
  const rest = source.slice(last);
  if (rest.includes('{{') || rest.includes('}}')) return malformed(rest);
  if (rest) current().push({ kind: 'text', text: rest });
  const unclosed = stack[stack.length - 1];
  if (stack.length > 1 && unclosed) {
    return { ok: false, problem: `has {{#${unclosed.name}}} without its {{/${unclosed.name}}}` };
  }
  return { ok: true, nodes: root };
}

const malformed = (text: string): TemplateParse => {
  const at = text.indexOf('{{') >= 0 ? text.indexOf('{{') : text.indexOf('}}');
  return {
    ok: false,
    problem: `has a malformed variable near "${text.slice(Math.max(0, at - 10), at + 20)}"`,
  };
};

/** Every variable name the template uses, in order of first use. */
export function templateVariables(nodes: readonly Node[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.kind === 'value') into.add(node.name);
    if (node.kind === 'section') {
      into.add(node.name);
      templateVariables(node.children, into);
    }
  }
  return into;
}

/**
 * The variables of `required` that `source` does not always show: each must appear as
 * `{{name}}` outside any section (or inside `{{#name}}…{{/name}}` of a required one, which is
 * always set), since a `{{#flag}}` or `{{^flag}}` section may leave it out. Empty when `source`
 * does not parse (its own problem is reported first).
 */
export function missingRequiredVariables(source: string, required: readonly string[]): string[] {
  if (required.length === 0) return [];
  const parsed = parseTemplate(source);
  if (!parsed.ok) return [];
  const shown = new Set<string>();
  const visit = (nodes: readonly Node[]) => {
    for (const node of nodes) {
      if (node.kind === 'value') shown.add(node.name);
      if (node.kind === 'section' && !node.inverted && required.includes(node.name)) {
        visit(node.children);
      }
    }
  };
  visit(parsed.nodes);
  return required.filter((name) => !shown.has(name));
}

/**
 * What is wrong with `source` for a template that may use `allowed`, as the end of a sentence
 * ("Subject uses {{x}}, …"), or null.
 */
export function templateProblem(source: string, allowed: readonly string[]): string | null {
  const parsed = parseTemplate(source);
  if (!parsed.ok) return parsed.problem;
  const unknown = [...templateVariables(parsed.nodes)].filter((name) => !allowed.includes(name));
  if (unknown.length === 0) return null;
  const names = unknown.map((name) => `{{${name}}}`).join(', ');
  return `uses ${names}, which this template does not have; it can use: ${allowed.join(', ')}`;
}

const renderNodes = (nodes: readonly Node[], values: Readonly<Record<string, string>>): string =>
  nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      if (node.kind === 'value') return values[node.name] ?? '';
      const isSet = (values[node.name] ?? '') !== '';
      return isSet !== node.inverted ? renderNodes(node.children, values) : '';
    })
    .join('');

/**
 * The text with its variables filled in; a template that does not parse is left as it is (the
 * server only stores templates that parse; the preview shows the problem beside the field).
 */
export function renderTemplate(source: string, values: Readonly<Record<string, string>>): string {
  const parsed = parseTemplate(source);
  return parsed.ok ? renderNodes(parsed.nodes, values) : source;
}
