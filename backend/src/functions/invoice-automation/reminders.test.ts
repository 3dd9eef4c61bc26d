import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobQueue, JOB_SCHEMA, type JobQueue } from '../../jobs/job-queue.ts';
import { calendarDay } from '../../mail/templates/phrases.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { startReminderSweep } from './reminders-job.ts';
import { day, reminderCalls } from './reminders-test-data.ts';

const kit = useFunctionKit({ truncate: ['invoice_rules', 'clients', 'email_outbox'] });

beforeEach(async () => {
  await kit.db.exec("DELETE FROM app_settings WHERE key LIKE 'invoice.reminders.%'");
});
const {
  call,
  sentInvoice,
  createRule,
  recordGeneration,
  pay,
  saveSettings,
  run,
  sentSteps,
  outbox,
} = reminderCalls(kit);

const threeSteps = [
  { when: 'after', days: 7 },
  { when: 'before', days: 3 },
  { when: 'on', days: 0 },
];

describe('reminder settings', () => {
  it('are off by default, with three steps ready', async () => {
    const { body } = await call({ action: 'get_reminder_settings' });
    expect(body).toEqual({
      success: true,
      enabled: false,
      policy: [
        { when: 'before', days: 3 },
        { when: 'on', days: 0 },
        { when: 'after', days: 7 },
      ],
    });
  });

  it('are saved whole, the steps in the order of their days', async () => {
    const saved = await saveSettings(threeSteps);
    expect(saved.policy.map((s: { when: string }) => s.when)).toEqual(['before', 'on', 'after']);
    expect((await call({ action: 'get_reminder_settings' })).body).toMatchObject({
      enabled: true,
      policy: saved.policy,
    });
  });

  it('say what is wrong with each step, and store nothing', async () => {
    const { status, body } = await call({
      action: 'save_reminder_settings',
      enabled: 'yes',
      policy: [
        { when: 'after', days: 91 },
        { when: 'on', days: 2 },
        { when: 'later', days: 1 },
        { when: 'before', days: 0 },
        { when: 'after', days: 1.5 },
      ],
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      enabled: 'enabled must be true or false',
      'policy.0.days': "days must be a whole number from 1 to 90 (0 only with 'on')",
      'policy.1.days': "An 'on' step has days 0",
      'policy.2.when': 'when must be one of: before, on, after',
      'policy.3.days': "days must be a whole number from 1 to 90 (0 only with 'on')",
      'policy.4.days': "days must be a whole number from 1 to 90 (0 only with 'on')",
    });
    const tooMany = Array.from({ length: 7 }, (_, i) => ({ when: 'after', days: i + 1 }));
    const twice = [
      { when: 'after', days: 7 },
      { when: 'after', days: 7 },
    ];
    expect(
      (await call({ action: 'save_reminder_settings', enabled: true, policy: tooMany })).body
        .fields,
    ).toEqual({ policy: 'A reminder policy has at most 6 steps' });
    expect(
      (await call({ action: 'save_reminder_settings', enabled: true, policy: twice })).body.fields,
    ).toEqual({ 'policy.1': 'Step after:7 appears twice' });
    expect((await call({ action: 'get_reminder_settings' })).body.enabled).toBe(false);
  });
});

describe('run_reminders', () => {
  it('sends each step once, on its day, to the client, and records it on the invoice', async () => {
    await saveSettings(threeSteps);
    const due = day(10);
    const { invoice } = await sentInvoice({ dueDate: due, cents: 120_000 });

    expect((await run(day(6))).sent).toBe(0);
    expect(await run(day(7))).toEqual({ success: true, as_of: day(7), sent: 1, skipped: 0 });
    expect((await run(day(7))).sent).toBe(0);
    expect((await run(day(9))).sent).toBe(0);
    expect((await run(due)).sent).toBe(1);
    expect((await run(day(16))).sent).toBe(0);
    expect((await run(day(17))).sent).toBe(1);
    expect((await run(day(60))).sent).toBe(0);

    expect(await sentSteps(invoice.id)).toEqual(['before:3', 'on:0', 'after:7']);
    const mails = await outbox();
    expect(mails.map((mail) => mail.to_email)).toEqual(Array(3).fill('client1@example.com'));
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Overdue: invoice ${invoice.number} was due on ${calendarDay(due, 'en')}`,
      `Reminder: invoice ${invoice.number} is due on ${calendarDay(due, 'en')}`,
      `Reminder: invoice ${invoice.number} is due today`,
    ]);
    const overdue = mails.find((mail) => mail.subject.startsWith('Overdue'));
    expect(overdue?.body).toContain('is 7 days overdue');
    expect(overdue?.body).toContain('Amount due: $1,200.00');
    const rows = await kit.db.query<{ email_id: string | null }>(
      'SELECT email_id FROM invoice_reminders',
    );
    expect(rows.every((row) => row.email_id !== null)).toBe(true);
  });

  it('sends only the latest step when several are due at once; the others are skipped', async () => {
    await saveSettings(threeSteps);
    const { invoice } = await sentInvoice({ dueDate: day(1) });
    expect(await run(day(20))).toMatchObject({ sent: 1, skipped: 2 });
    expect(await sentSteps(invoice.id)).toEqual(['after:7']);
    expect(await outbox()).toHaveLength(1);
    expect((await run(day(30))).sent).toBe(0);
  });

  it('skips a step that falls before the invoice was issued', async () => {
    await saveSettings([{ when: 'before', days: 5 }]);
    const { invoice } = await sentInvoice({ dueDate: day(2) });
    expect(await run(day(0))).toMatchObject({ sent: 0, skipped: 1 });
    expect(await sentSteps(invoice.id)).toEqual([]);
  });

  it('stops once the invoice is paid; a partly paid one reminds of the balance', async () => {
    await saveSettings(threeSteps);
    const paid = await sentInvoice({ dueDate: day(3), cents: 50_000 });
    const partly = await sentInvoice({ dueDate: day(3), cents: 50_000 });
    await pay(paid.invoice.id, 50_000);
    await pay(partly.invoice.id, 20_000);
    expect((await run(day(3))).sent).toBe(1);
    expect(await sentSteps(paid.invoice.id)).toEqual([]);
    expect((await outbox())[0]?.body).toContain('Amount due: $300.00');
  });

  it('sends nothing while the agency-wide policy is off', async () => {
    await saveSettings(threeSteps, false);
    await sentInvoice({ dueDate: day(0) });
    expect(await run(day(30))).toMatchObject({ sent: 0, skipped: 0 });
    expect(await outbox()).toEqual([]);
  });

  it("follows a rule's own policy for the invoices it generated, even with the agency's off", async () => {
    await saveSettings(threeSteps, false);
    const rule = await createRule({ reminders: [{ when: 'after', days: 2 }] });
    expect(rule.reminders).toEqual([{ when: 'after', days: 2 }]);
    const silent = await createRule({ name: 'Silent', reminders: [] });
    const own = await sentInvoice({ dueDate: day(0) });
    const quiet = await sentInvoice({ dueDate: day(0) });
    const other = await sentInvoice({ dueDate: day(0) });
    for (const [ruleId, generated] of [
      [rule.id, own],
      [silent.id, quiet],
    ] as const) {
      await recordGeneration({
        ruleId,
        projectId: generated.projectId,
        invoiceId: generated.invoice.id,
        key: `time:${ruleId}:${generated.projectId}:${day(0).slice(0, 7)}`,
        dueOn: day(0),
      });
    }
    expect((await run(day(2))).sent).toBe(1);
    expect(await sentSteps(own.invoice.id)).toEqual(['after:2']);

    await saveSettings(threeSteps, true);
    expect((await run(day(2))).sent).toBe(1);
    expect(await sentSteps(other.invoice.id)).toEqual(['on:0']);
    expect(await sentSteps(quiet.invoice.id)).toEqual([]);
  });

  it('takes reminders on update_rule; null gives the rule back to the agency-wide policy', async () => {
    const rule = await createRule();
    expect(rule.reminders).toBeNull();
    const own = await call({
      action: 'update_rule',
      id: rule.id,
      reminders: [{ when: 'on', days: 0 }],
    });
    expect(own.body.rule.reminders).toEqual([{ when: 'on', days: 0 }]);
    const back = await call({ action: 'update_rule', id: rule.id, reminders: null });
    expect(back.body.rule.reminders).toBeNull();
    const bad = await call({
      action: 'update_rule',
      id: rule.id,
      reminders: [{ when: 'after', days: 91 }],
    });
    expect([bad.status, bad.body.fields]).toEqual([
      400,
      { 'reminders.0.days': "days must be a whole number from 1 to 90 (0 only with 'on')" },
    ]);
  });

  it('refuses a bad as_of with a field message', async () => {
    for (const as_of of ['0000-01-01', '2026-02-30', 20260101, 'today']) {
      const { status, body } = await call({ action: 'run_reminders', as_of });
      expect([status, Object.keys(body.fields ?? {})], String(as_of)).toEqual([400, ['as_of']]);
    }
  });
});

describe('the daily sweep, through the job queue', () => {
  let jobs: JobQueue | undefined;

  afterEach(async () => {
    await jobs?.stop(500);
    await kit.db.exec(`DELETE FROM ${JOB_SCHEMA}.job`);
  });

  it('runs once when started and reminds of what is due today', async () => {
    await saveSettings(threeSteps);
    const { invoice } = await sentInvoice({ dueDate: day(0) });
    jobs = createJobQueue(kit.db, {
      role: 'worker',
      pollingIntervalSeconds: 0.5,
      superviseIntervalSeconds: 1,
      onError: () => {},
    });
    await jobs.start();
    await startReminderSweep({ db: kit.db, jobs });

    const deadline = Date.now() + 20_000;
    let steps = await sentSteps(invoice.id);
    while (steps.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      steps = await sentSteps(invoice.id);
    }
    expect(steps).toEqual(['on:0']);
    expect(await outbox()).toHaveLength(1);
  }, 30_000);
});
