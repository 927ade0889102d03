import { describe, it, expect } from 'vitest';
import { spawn } from 'node:child_process';
import { InvalidEnvironmentError, parseEnvironment } from '@/server/env';

/** Starts scripts/server.mjs with the given environment and resolves with its exit code and error output. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['scripts/server.mjs'], {
    env: { PATH: process.env.PATH ?? '', OUT_DIR: 'no-such-build', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

describe('the environment schema', () => {
  it('stops start-up with one clear line and exit code 1 for DATABASE_URL=nonsense', async () => {
    const { code, stderr } = await startServer({ DATABASE_URL: 'nonsense' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual(['Invalid configuration: DATABASE_URL: must be a postgres:// URL (unset for PGlite).']);
  });

  it('names every bad variable in that line, a non-numeric PORT among them', async () => {
    const { code, stderr } = await startServer({ PORT: 'eighty', SEED_DEMO: 'maybe' });
    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT: .*; SEED_DEMO: /);
  });

  it('reads unset and empty variables as their defaults', () => {
    const env = parseEnvironment({ DATABASE_URL: '', PORT: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(4321);
    expect(env.SEED_DEMO).toBe(true);
    expect(env.serviceUrls).toEqual({});
  });

  it('shapes lists, switches and service URLs', () => {
    const env = parseEnvironment({
      CORS_ORIGINS: 'https://a.example/, https://b.example',
      PSEUDO_LOCALE: '1',
      SERVICE_URL_PHOTO_MANAGEMENT: 'https://services.example/api/photo-management',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x',
    });
    expect(env.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(env.PSEUDO_LOCALE).toBe(true);
    expect(env.serviceUrls).toEqual({ PHOTO_MANAGEMENT: 'https://services.example/api/photo-management' });
  });

  it('refuses several processes without a shared key and database', () => {
    expect(() => parseEnvironment({ WEB_CONCURRENCY: '2' })).toThrow(InvalidEnvironmentError);
    expect(() => parseEnvironment({ WEB_CONCURRENCY: '2' })).toThrow(/JWT_SECRET: .*; DATABASE_URL: /);
    expect(() => parseEnvironment({ SERVICE_URL_UPLOAD: 'not a url' })).toThrow(/SERVICE_URL_UPLOAD: /);
  });

  it('keeps blobs in the folder unless S3_BUCKET names a bucket, and refuses S3 settings that cannot work', () => {
    expect(parseEnvironment({}).S3_BUCKET).toBeUndefined();
    const s3 = parseEnvironment({
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://127.0.0.1:7480',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(s3).toMatchObject({ S3_BUCKET: 'photos', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(() => parseEnvironment({ S3_ENDPOINT: 'http://127.0.0.1:7480' })).toThrow(/S3_ENDPOINT: needs S3_BUCKET/);
    expect(() => parseEnvironment({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY: /);
    expect(() => parseEnvironment({ S3_BUCKET: 'photos', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT: /);
    expect(() => parseEnvironment({ S3_BUCKET: 'photos', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE: /);
  });
});
