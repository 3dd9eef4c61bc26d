import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

const s3Env = {
  ATELIER_S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
  ATELIER_S3_BUCKET: 'atelier-files',
  ATELIER_S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  ATELIER_S3_SECRET_ACCESS_KEY: ' secret/with+chars ',
  ATELIER_S3_REGION: 'eu-central-1',
};

describe('ATELIER_S3_* in loadConfig', () => {
  it('keeps files in the data dir when none is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ ATELIER_S3_BUCKET: '  ' }).s3).toBeUndefined();
  });

  it('reads all five, the secret exactly as given', () => {
    expect(loadConfig(s3Env).s3).toEqual({
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      bucket: 'atelier-files',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: ' secret/with+chars ',
      region: 'eu-central-1',
    });
  });

  it('refuses a partial set, naming what is missing', () => {
    const { ATELIER_S3_SECRET_ACCESS_KEY: _secret, ATELIER_S3_REGION: _region, ...partial } = s3Env;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(
      'S3 storage needs all ATELIER_S3_* variables; missing ATELIER_S3_SECRET_ACCESS_KEY, ATELIER_S3_REGION',
    );
  });

  it('refuses an endpoint that is not an http(s) URL', () => {
    expect(() => loadConfig({ ...s3Env, ATELIER_S3_ENDPOINT: 's3.amazonaws.com' })).toThrow(
      'ATELIER_S3_ENDPOINT must be an http(s) URL, got "s3.amazonaws.com"',
    );
  });
});
