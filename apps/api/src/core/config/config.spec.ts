import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config';

describe('loadConfig', () => {
  let storage: string;
  beforeEach(() => (storage = mkdtempSync(join(tmpdir(), 'ep-config-'))));
  afterEach(() => rmSync(storage, { recursive: true, force: true }));

  it('has working defaults', () => {
    const config = loadConfig({ STORAGE_DIR: storage });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/expert_portal');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.seedDemo).toBe(true);
    expect(config.seedDemoPopulation).toBe(60);
  });

  it("takes the size of the first start's demo population, none with 0", () => {
    expect(loadConfig({ STORAGE_DIR: storage, SEED_DEMO_POPULATION: '0' }).seedDemoPopulation).toBe(0);
    expect(loadConfig({ STORAGE_DIR: storage, SEED_DEMO_POPULATION: '300' }).seedDemoPopulation).toBe(300);
    expect(() => loadConfig({ STORAGE_DIR: storage, SEED_DEMO_POPULATION: '-1' })).toThrow(
      /SEED_DEMO_POPULATION/,
    );
  });

  it('generates token secrets once and keeps them outside production', () => {
    const first = loadConfig({ STORAGE_DIR: storage });
    const second = loadConfig({ STORAGE_DIR: storage });
    expect(first.jwt.accessSecret).toHaveLength(96);
    expect(second.jwt).toEqual(first.jwt);
    expect(first.jwt.accessSecret).not.toBe(first.jwt.refreshSecret);
  });

  it('requires the secrets in production and never seeds demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', STORAGE_DIR: storage })).toThrow(
      /required in production/,
    );
    const secret = 'x'.repeat(40);
    const config = loadConfig({
      NODE_ENV: 'production',
      STORAGE_DIR: storage,
      JWT_ACCESS_SECRET: secret,
      JWT_REFRESH_SECRET: secret + 'y',
    });
    expect(config.seedDemo).toBe(false);
  });

  it('serves the API documentation to admins only in production, unless API_DOCS=public', () => {
    const secrets = { JWT_ACCESS_SECRET: 'x'.repeat(40), JWT_REFRESH_SECRET: 'y'.repeat(40) };
    const production = { NODE_ENV: 'production', STORAGE_DIR: storage, ...secrets };
    expect(loadConfig(production).apiDocs).toBe('admins');
    expect(loadConfig({ ...production, API_DOCS: 'public' }).apiDocs).toBe('public');
    expect(loadConfig({ STORAGE_DIR: storage }).apiDocs).toBe('public');
    expect(loadConfig({ NODE_ENV: 'test', STORAGE_DIR: storage }).apiDocs).toBe('public');
    expect(loadConfig({ STORAGE_DIR: storage, API_DOCS: 'admins' }).apiDocs).toBe('admins');
    expect(() => loadConfig({ ...production, API_DOCS: 'everyone' })).toThrow(/API_DOCS/);
  });

  it('explains invalid values', () => {
    expect(() => loadConfig({ PORT: 'abc', STORAGE_DIR: storage })).toThrow(
      /Invalid configuration:\n {2}PORT/,
    );
  });
});
