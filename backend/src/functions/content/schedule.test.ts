import { afterEach, describe, expect, it } from 'vitest';
import { createJobQueue, JOB_SCHEMA, type JobQueue } from '../../jobs/job-queue.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { startContentPublisher } from './publish-job.ts';

const kit = useFunctionKit({
  truncate: ['content_drafts', 'content_revisions', 'content_schedules', 'content_preview_tokens'],
});

const call = (body: Record<string, unknown>) => kit.call('content', body, 'admin');

async function saveTitle(title: string) {
  const { body } = await call({ action: 'get_draft', page: 'home', locale: 'en' });
  const content = structuredClone(body.draft.content);
  content.home.hero.title = title;
  await call({ action: 'save_draft', page: 'home', locale: 'en', content });
}

const publishedTitle = async () =>
  (await kit.call('content', { action: 'get_published', page: 'home', locale: 'en' }, 'anonymous'))
    .body.content.home.hero.title;

describe('scheduled publishing', () => {
  let jobs: JobQueue | undefined;

  afterEach(async () => {
    if (!jobs) return;
    await jobs.stop(500);
    jobs = undefined;
    await kit.db.exec(`DELETE FROM ${JOB_SCHEMA}.job`);
  });

  it('keeps one pending time per page: scheduling again replaces it', async () => {
    await saveTitle('Later');
    const first = new Date(Date.now() + 3600_000).toISOString();
    const second = new Date(Date.now() + 7200_000).toISOString();
    await call({ action: 'publish', page: 'home', locale: 'en', at: first });
    const { body } = await call({ action: 'publish', page: 'home', locale: 'en', at: second });
    expect(body.scheduled_at).toBe(second);
    expect(body.draft.scheduled_at).toBe(second);
    const [row] = await kit.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM content_schedules',
    );
    expect(row?.n).toBe(1);
    expect(await publishedTitle()).toBe('Websites and apps that grow your business');
  });

  it('refuses a publish time that is not a date-time', async () => {
    for (const at of ['tomorrow', '0000-01-01T00:00:00Z', 12]) {
      const { status, body } = await call({ action: 'publish', page: 'home', locale: 'en', at });
      expect(status).toBe(400);
      expect(body.fields.at).toBeDefined();
    }
  });

  it('publishes the draft through the content.publish job once its time has come', async () => {
    await saveTitle('Scheduled title');
    const at = new Date(Date.now() + 3600_000).toISOString();
    await call({ action: 'publish', page: 'home', locale: 'en', at });
    await kit.db.exec(`UPDATE content_schedules SET publish_at = now() - interval '1 second'`);

    jobs = createJobQueue(kit.db, {
      role: 'worker',
      pollingIntervalSeconds: 0.5,
      superviseIntervalSeconds: 1,
      onError: () => {},
    });
    await startContentPublisher({ db: kit.db, jobs });
    await jobs.send('content.publish', {});

    const deadline = Date.now() + 20_000;
    while ((await publishedTitle()) !== 'Scheduled title' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await publishedTitle()).toBe('Scheduled title');
    const { body } = await call({ action: 'get_revisions', page: 'home', locale: 'en' });
    expect(body.revisions[0]).toMatchObject({ version: 1, author: { name: 'Ada Admin' } });
    const draft = (await call({ action: 'get_draft', page: 'home', locale: 'en' })).body.draft;
    expect(draft).toMatchObject({ scheduled_at: null, has_unpublished_changes: false });
  }, 30_000);
});
