import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { milestoneRule, ruleCalls } from '../invoice-automation/rules-test-data.ts';
import { missingId, templateCalls } from './templates-test-data.ts';

const kit = useFunctionKit({ truncate: ['project_templates', 'clients', 'invoice_rules'] });
const { call, createTemplate, createClient } = templateCalls(kit);
const rules = ruleCalls(kit);

const MONDAY = '2026-02-02';

const attachedRules = async (projectId: string) =>
  (
    await kit.db.query<{ rule_id: string }>(
      'SELECT rule_id FROM project_invoice_rules WHERE project_id = $1',
      [projectId],
    )
  ).map((row) => row.rule_id);

const counts = async () => {
  const [row] = await kit.db.query<{ projects: number; attached: number }>(
    `SELECT (SELECT count(*) FROM projects)::int AS projects,
            (SELECT count(*) FROM project_invoice_rules)::int AS attached`,
  );
  return row;
};

describe('use_template with an invoicing rule', () => {
  it('attaches the rule to the new project in the same step', async () => {
    const template = await createTemplate();
    const rule = await rules.createRule(milestoneRule());
    const { status, body } = await call({
      action: 'use_template',
      id: template.id,
      client_id: await createClient(),
      start_date: MONDAY,
      rule_id: rule.id,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(await attachedRules(body.project.id)).toEqual([rule.id]);
    const listed = await rules.call({ action: 'get_rules' });
    expect(listed.body.rules).toEqual([expect.objectContaining({ id: rule.id, projectsUsed: 1 })]);
  });

  it('answers 404 with a field message for an unknown rule, and makes nothing', async () => {
    const template = await createTemplate();
    const clientId = await createClient();
    for (const ruleId of [missingId, 'nope']) {
      const { status, body } = await call({
        action: 'use_template',
        id: template.id,
        client_id: clientId,
        start_date: MONDAY,
        rule_id: ruleId,
      });
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'NOT_FOUND', fields: { rule_id: 'No such rule' } });
    }
    expect(await counts()).toEqual({ projects: 0, attached: 0 });
    const shown = await call({ action: 'get_template', id: template.id });
    expect(shown.body.template.usage_count).toBe(0);
  });

  it('still makes a project without a rule, attaching none', async () => {
    const template = await createTemplate();
    const { status, body } = await call({
      action: 'use_template',
      id: template.id,
      client_id: await createClient(),
      start_date: MONDAY,
    });
    expect(status).toBe(200);
    expect(await attachedRules(body.project.id)).toEqual([]);
  });
});
