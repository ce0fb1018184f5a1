import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The deploy-time migrator's handler with its two dependencies replaced: the database (the Data API
// cannot run here) and the secrets extension (an HTTP endpoint inside Lambda).
const prepareReadModel = vi.fn();
const db = { name: 'writer-db' };
const searchDb = vi.fn(async () => db);
vi.mock('#functions/search/workers/indexer/prepare.ts', () => ({ prepareReadModel }));
vi.mock('#shared/search/search-db.ts', async (original) => ({
  ...(await original<typeof import('#shared/search/search-db.ts')>()),
  searchDb,
}));

const READER_ARN =
  'arn:aws:secretsmanager:eu-north-1:000000000000:secret:retail-commerce-dev/search-reader-AbCdEf';
const PASSWORD = 'Pa55wordWithOnlyLettersAndDigits0123456789';
const fetchMock = vi.fn();
// shared/config.ts copies the environment once, at its first read: set it before importing the handler.
const ENV = {
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  SEARCH_READER_SECRET_ARN: READER_ARN,
  AWS_SESSION_TOKEN: 'session-token',
};
const saved = Object.fromEntries(Object.keys(ENV).map((key) => [key, process.env[key]]));
Object.assign(process.env, ENV);
afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

beforeEach(() => {
  fetchMock.mockResolvedValue(
    new Response(
      JSON.stringify({ SecretString: JSON.stringify({ username: 'search_reader', password: PASSWORD }) }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  prepareReadModel.mockResolvedValue(['core-001-extensions-and-roles']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const { handler, PHYSICAL_RESOURCE_ID, whenAvailable, withoutSecret } = await import(
  '#functions/search/workers/migrator/handler.ts'
);

const { migrationsDigest } = await import('#functions/search/workers/migrator/digest.ts');
const { MIGRATIONS } = await import('#functions/search/workers/indexer/projections.ts');

const event = (RequestType: 'Create' | 'Update' | 'Delete', digest = migrationsDigest(MIGRATIONS)) =>
  ({
    RequestType,
    ServiceToken: 'token',
    ResponseURL: 'https://example.invalid',
    StackId: 'stack',
    RequestId: 'request',
    LogicalResourceId: 'Migrations',
    ResourceType: 'Custom::SearchMigrations',
    ResourceProperties: { ServiceToken: 'token', MigrationsDigest: digest },
    ...(RequestType === 'Create'
      ? {}
      : { PhysicalResourceId: PHYSICAL_RESOURCE_ID, OldResourceProperties: {} }),
  }) as CloudFormationCustomResourceEvent;

describe('search migrator handler', () => {
  it.each(['Create', 'Update'] as const)(
    '%s: migrates as the writer and sets the reader password from its secret',
    async (type) => {
      await expect(handler(event(type))).resolves.toEqual({
        PhysicalResourceId: PHYSICAL_RESOURCE_ID,
        Data: { Applied: '1' },
      });
      expect(searchDb).toHaveBeenCalledWith('writer');
      expect(prepareReadModel).toHaveBeenCalledWith(db, PASSWORD);
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe(`http://localhost:2773/secretsmanager/get?secretId=${encodeURIComponent(READER_ARN)}`);
      expect(init.headers).toEqual({ 'X-Aws-Parameters-Secrets-Token': 'session-token' });
    },
  );

  it('does nothing on Delete: the database goes, or stays, with the cluster', async () => {
    await expect(handler(event('Delete'))).resolves.toEqual({ PhysicalResourceId: PHYSICAL_RESOURCE_ID });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(prepareReadModel).not.toHaveBeenCalled();
  });

  it('does nothing on the Update of a rollback, which names an older migration list than the code', async () => {
    const older = migrationsDigest(MIGRATIONS.slice(0, -1));
    await expect(handler(event('Update', older))).resolves.toEqual({
      PhysicalResourceId: PHYSICAL_RESOURCE_ID,
      Data: { Applied: '0' },
    });
    expect(prepareReadModel).not.toHaveBeenCalled();
  });

  it('runs when invoked by hand with a bare {"RequestType":"Update"} (after a password change)', async () => {
    const bare = { RequestType: 'Update' } as CloudFormationCustomResourceEvent;
    await expect(handler(bare)).resolves.toMatchObject({ PhysicalResourceId: PHYSICAL_RESOURCE_ID });
    expect(prepareReadModel).toHaveBeenCalledWith(db, PASSWORD);
  });

  it('fails when the reader secret cannot be read, before touching the database', async () => {
    fetchMock.mockResolvedValue(new Response('denied', { status: 400 }));
    await expect(handler(event('Create'))).rejects.toThrow(/secrets extension answered 400/);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ SecretString: '{"username":"search_reader"}' })),
    );
    await expect(handler(event('Create'))).rejects.toThrow(/no password/);
    expect(prepareReadModel).not.toHaveBeenCalled();
  });

  it('never lets the password reach the error CloudFormation and the log show', async () => {
    const cause = Object.assign(new Error('syntax error'), { code: '42601' });
    prepareReadModel.mockRejectedValue(
      Object.assign(new Error(`Failed query: ALTER ROLE search_reader LOGIN PASSWORD '${PASSWORD}'`), {
        cause,
      }),
    );
    const error = (await handler(event('Create')).catch((e: unknown) => e)) as Error & {
      cause: { code: string };
    };
    expect(error.message).toBe("Failed query: ALTER ROLE search_reader LOGIN PASSWORD '***'");
    expect(error.cause.code).toBe('42601');
    expect(JSON.stringify(withoutSecret(error, PASSWORD))).not.toContain(PASSWORD);
  });
});

describe('waiting for the cluster', () => {
  const resuming = () => Object.assign(new Error('resuming'), { name: 'DatabaseResumingException' });

  it('retries while the cluster resumes from zero capacity, then succeeds', async () => {
    const work = vi
      .fn()
      .mockRejectedValueOnce(resuming())
      .mockRejectedValueOnce(resuming())
      .mockResolvedValue('done');
    await expect(whenAvailable(work, { withinMs: 1000, everyMs: 1 })).resolves.toBe('done');
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('keeps the cause chain of a masked error, so a resuming cluster is still recognised', async () => {
    const wrapped = withoutSecret(
      Object.assign(new Error('Failed query: select 1'), { cause: resuming() }),
      'x',
    );
    const work = vi.fn().mockRejectedValueOnce(wrapped).mockResolvedValue('done');
    await expect(whenAvailable(work, { withinMs: 1000, everyMs: 1 })).resolves.toBe('done');
  });

  it('gives up after its window, and at once on any other error', async () => {
    await expect(
      whenAvailable(() => Promise.reject(resuming()), { withinMs: 5, everyMs: 2 }),
    ).rejects.toThrow('resuming');
    const wrong = vi.fn().mockRejectedValue(Object.assign(new Error('relation missing'), { code: '42P01' }));
    await expect(whenAvailable(wrong, { withinMs: 1000, everyMs: 1 })).rejects.toThrow('relation missing');
    expect(wrong).toHaveBeenCalledTimes(1);
  });
});
