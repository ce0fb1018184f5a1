import { afterEach, describe, expect, it, vi } from 'vitest';

/** The config module as a function starting with `workMem` in its environment would see it. */
const configWith = async (workMem: string | undefined) => {
  vi.resetModules();
  if (workMem === undefined) delete process.env.SEARCH_WORK_MEM;
  else process.env.SEARCH_WORK_MEM = workMem;
  return import('#shared/config.ts');
};

afterEach(() => {
  delete process.env.SEARCH_WORK_MEM;
});

describe('config.search.workMem', () => {
  it('defaults to 32MB and takes a PostgreSQL size', async () => {
    expect((await configWith(undefined)).config.search.workMem).toBe('32MB');
    expect((await configWith('512kB')).config.search.workMem).toBe('512kB');
  });

  it('refuses anything that is not a plain size, since it is sent to PostgreSQL as a setting', async () => {
    for (const value of ['32', '32 MB', '0MB', '32mb', "32MB'; drop table x; --"]) {
      const { config, ConfigError } = await configWith(value);
      expect(() => config.search.workMem).toThrow(ConfigError);
    }
  });
});

describe('the environment snapshot', () => {
  afterEach(() => {
    delete process.env.RETRY_AFTER_SECONDS;
  });

  it('is taken at the first read, not at import, and kept after it', async () => {
    vi.resetModules();
    delete process.env.RETRY_AFTER_SECONDS;
    const { config, ENV } = await import('#shared/config.ts');
    // Set after the import, as a test sets it after importing ENV.
    process.env[ENV.retryAfterSeconds] = '7';
    expect(config.retryAfterSeconds).toBe(7);
    process.env[ENV.retryAfterSeconds] = '9';
    expect(config.retryAfterSeconds).toBe(7);
  });

  it('is the environment handed over, over the process one, which stays as it was', async () => {
    vi.resetModules();
    process.env.RETRY_AFTER_SECONDS = '3';
    const { config, provideEnvironment } = await import('#shared/config.ts');
    provideEnvironment({ RETRY_AFTER_SECONDS: '11', SEARCH_WORK_MEM: '64MB' });
    expect(config.retryAfterSeconds).toBe(11);
    expect(config.search.workMem).toBe('64MB');
    expect(process.env.RETRY_AFTER_SECONDS).toBe('3');
    expect(process.env.SEARCH_WORK_MEM).toBeUndefined();
  });

  it('names every variable once', async () => {
    const { ENV } = await import('#shared/config.ts');
    const names = Object.values(ENV);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });
});
