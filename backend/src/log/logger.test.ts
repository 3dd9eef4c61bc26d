import { describe, expect, it } from 'vitest';
import { captureLogs } from './log-capture.ts';
import { createLogger } from './logger.ts';

describe('createLogger', () => {
  it('writes one JSON object per line with the level name and an ISO time', () => {
    const logs = captureLogs('info');
    logs.logger.info({ jobId: 7 }, 'job done');
    logs.logger.debug('below the level');
    expect(logs.text().split('\n')).toHaveLength(2); // one line and the final newline
    expect(logs.entries).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'job done',
        jobId: 7,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      }),
    ]);
  });

  it('redacts secret keys a careless call would log, up to two levels down', () => {
    const logs = captureLogs();
    logs.logger.child({ token: 'secret-0' }).warn(
      {
        password: 'secret-1',
        headers: {
          authorization: 'Bearer secret-2',
          cookie: 'secret-3',
          'set-cookie': 'secret-4',
          apikey: 'secret-5',
        },
        body: { grant: { refresh_token: 'secret-6', access_token: 'secret-7' } },
      },
      'careless',
    );
    expect(logs.text()).not.toContain('secret-');
    expect(logs.entries[0]).toMatchObject({
      password: '[redacted]',
      headers: { authorization: '[redacted]', cookie: '[redacted]', apikey: '[redacted]' },
      body: { grant: { refresh_token: '[redacted]', access_token: '[redacted]' } },
    });
  });

  it('writes nothing at level silent', () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'silent', destination: { write: (l) => lines.push(l) } });
    logger.fatal('not even this');
    expect(lines).toEqual([]);
  });
});
