import { type AwsJsonCall, awsJsonClient } from '#shared/aws/aws-json-client.ts';
import { config } from '#shared/config.ts';

/**
 * The RDS Data API as drizzle's `aws-data-api` driver uses it: a client with `send`, the four
 * commands it sends, and `TypeHint`. Function bundles resolve `@aws-sdk/client-rds-data` to this
 * module (infra/bundling.ts), so the read model's queries go over the Data API's REST-JSON
 * protocol without the SDK's runtime; run from source, drizzle sends the SDK's own command
 * classes to the same client, which knows them by class name.
 */

/** The Data API's type hints for a parameter (the SDK's enum of strings). */
export const TypeHint = {
  DATE: 'DATE',
  DECIMAL: 'DECIMAL',
  JSON: 'JSON',
  TIME: 'TIME',
  TIMESTAMP: 'TIMESTAMP',
  UUID: 'UUID',
} as const;

type Input = Record<string, unknown>;

/** A Data API command: the operation it stands for (a field, as bundles are minified) and its input. */
abstract class DataApiCommand {
  abstract readonly operation: string;
  input: Input;
  constructor(input: Input) {
    this.input = input;
  }
}
export class ExecuteStatementCommand extends DataApiCommand {
  readonly operation = 'ExecuteStatement';
}
export class BeginTransactionCommand extends DataApiCommand {
  readonly operation = 'BeginTransaction';
}
export class CommitTransactionCommand extends DataApiCommand {
  readonly operation = 'CommitTransaction';
}
export class RollbackTransactionCommand extends DataApiCommand {
  readonly operation = 'RollbackTransaction';
}

/** The REST paths of the operations (the Data API's model). */
const PATHS = {
  ExecuteStatement: '/Execute',
  BeginTransaction: '/BeginTransaction',
  CommitTransaction: '/CommitTransaction',
  RollbackTransaction: '/RollbackTransaction',
} as const;

type Field = { blobValue?: unknown; [kind: string]: unknown };

/** Binary values travel as base64 text: parameters' blobs are encoded, answers' decoded. */
const encodeBlobs = (input: Input): Input => {
  const parameters = input.parameters as Array<{ value?: Field }> | undefined;
  if (!parameters?.some((p) => p.value?.blobValue instanceof Uint8Array)) return input;
  return {
    ...input,
    parameters: parameters.map((p) =>
      p.value?.blobValue instanceof Uint8Array
        ? { ...p, value: { blobValue: Buffer.from(p.value.blobValue).toString('base64') } }
        : p,
    ),
  };
};
const decodeBlobs = (output: { records?: Field[][] }) => {
  for (const record of output.records ?? [])
    for (const field of record)
      if (typeof field.blobValue === 'string')
        field.blobValue = new Uint8Array(Buffer.from(field.blobValue, 'base64'));
  return output;
};

/** Takes drizzle's commands and the SDK's (by class name); created once per container and role. */
export class RDSDataClient {
  private readonly call: AwsJsonCall;
  /** `endpoint` stands in for the regional one (the Data API has no local emulator; tests). */
  constructor(options: { region?: string; endpoint?: string } = {}) {
    this.call = awsJsonClient({ service: 'rds-data', paths: PATHS }, () => ({
      region: options.region ?? config.region,
      endpoint: options.endpoint,
    }));
  }

  async send(command: { operation?: string; input: Input }): Promise<Record<string, unknown>> {
    const operation = command.operation ?? command.constructor.name.replace(/Command$/, '');
    if (!(operation in PATHS)) throw new TypeError(`Not a Data API command: ${command.constructor.name}`);
    return decodeBlobs(await this.call(operation, encodeBlobs(command.input)));
  }
}
