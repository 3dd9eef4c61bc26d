import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_INFO, SUPABASE_JS_VERSION } from './supabase-factory';

describe('the Supabase client', () => {
  it('names the supabase-js release whose functions and storage clients it uses', () => {
    // The workspace catalog pins supabase-js and the two packages of it the browser loads.
    const catalog = readFileSync(
      path.resolve(import.meta.dirname, '../../../pnpm-workspace.yaml'),
      'utf8',
    );
    for (const name of ['supabase-js', 'functions-js', 'storage-js']) {
      const pinned = new RegExp(`"@supabase/${name}": (\\S+)`).exec(catalog)?.[1];
      expect(pinned, name).toBe(SUPABASE_JS_VERSION);
    }
    expect(CLIENT_INFO).toBe(`supabase-js/${SUPABASE_JS_VERSION}; runtime=web`);
  });
});
