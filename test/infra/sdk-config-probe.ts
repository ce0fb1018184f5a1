import { ExecuteStatementCommand, RDSDataClient } from '@aws-sdk/client-rds-data';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { awsClientOptions } from '#shared/aws-clients.ts';

/**
 * What the AWS SDK clients the functions still use (the read model's Data API, SES) resolve from their environment, printed as JSON: run
 * from source (the SDK's own settings chain) and bundled (with the stand-ins of infra/bundling.ts)
 * under the same environment, the two must print the same. Each client signs one request, which
 * a last middleware captures instead of sending, so nothing leaves the process.
 */
type Provider<T> = T | (() => Promise<T>) | undefined;
const value = async <T>(provider: Provider<T>) =>
  typeof provider === 'function' ? await (provider as () => Promise<T>)() : provider;

/** What the probe uses of a client, whichever service it calls. */
interface ProbedClient {
  config: unknown;
  middlewareStack: {
    add: (
      middleware: () => (args: { request: unknown }) => Promise<never>,
      options: { step: 'finalizeRequest'; priority: 'low'; name: string },
    ) => void;
  };
  send: (command: never) => Promise<unknown>;
}

const describeClient = async (client: ProbedClient, command: unknown) => {
  const config = client.config as Record<string, Provider<unknown>>;
  let request: { hostname: string; headers: Record<string, string> } | undefined;
  client.middlewareStack.add(
    () => async (args) => {
      request = args.request as typeof request;
      // Not a transient error, so the retry strategy does not send it again.
      throw new Error('captured');
    },
    { step: 'finalizeRequest', priority: 'low', name: 'captureRequest' },
  );
  await client.send(command as never).catch(() => undefined);
  const retry = (await value(config.retryStrategy)) as { mode?: string } | undefined;
  const authorization = request?.headers.authorization ?? '';
  return {
    region: await value(config.region),
    maxAttempts: await value(config.maxAttempts),
    retryMode: retry?.mode,
    useFipsEndpoint: await value(config.useFipsEndpoint),
    useDualstackEndpoint: await value(config.useDualstackEndpoint),
    defaultsMode: await value(config.defaultsMode),
    userAgentAppId: await value(config.userAgentAppId),
    endpointDiscoveryEnabled: await value(config.endpointDiscoveryEnabled).catch(() => 'unset'),
    hostname: request?.hostname,
    // The access key and the scope the request was signed for (the date changes).
    credential: /Credential=([^/]+)\/\d+\/([^,]+)/.exec(authorization)?.slice(1).join(' '),
    securityToken: request?.headers['x-amz-security-token'],
  };
};

export const probe = async () => ({
  rdsData: await describeClient(
    new RDSDataClient({ region: process.env.AWS_REGION }) as unknown as ProbedClient,
    new ExecuteStatementCommand({ resourceArn: 'arn', secretArn: 'arn', sql: 'select 1' }),
  ),
  ses: await describeClient(
    new SESv2Client(awsClientOptions(undefined)) as unknown as ProbedClient,
    new SendEmailCommand({ Content: { Raw: { Data: new Uint8Array([1]) } } }),
  ),
});

if (process.argv[2] === 'print') console.log(JSON.stringify(await probe()));
