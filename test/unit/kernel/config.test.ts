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
