import { resolve } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ENV } from '#shared/config.ts';
import { BUNDLE_BANNER, BUNDLE_TARGET, esbuildOptions } from '../bundling.ts';
import { type DeploySettings, prefixOf } from '../settings.ts';
import { acknowledge } from './nag.ts';

/** Repository root: entries in the registry are relative to it. */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');

export type ServiceFunctionProps = {
  /** Function name suffix, kebab-case. */
  name: string;
  /** Handler module path from the repository root; it exports `handler`. */
  entry: string;
  settings: DeploySettings;
  memoryMb?: number;
  timeoutSeconds: number;
  environment: Record<string, string>;
  statements: iam.PolicyStatement[];
  /** Adds the Parameters and Secrets extension (secrets read over localhost, cached in the container). */
  secretsExtension?: boolean;
  /** Files (paths from the repository root) copied next to the bundle, which reads them at run time. */
  files?: readonly string[];
  /** Modules (paths from the repository root) bundled apart, next to the bundle (FunctionDef.chunks). */
  chunks?: readonly string[];
};

/**
 * The NodejsFunction bundling options equivalent to the shared esbuild options (infra/bundling.ts),
 * so the deployed bundles are the ones the bench measures. An option added there that is not
 * mapped here fails the synth instead of being silently dropped.
 */
export const nodejsBundling = (): nodejs.BundlingOptions => {
  const options = esbuildOptions('');
  const handled = new Set([
    'entryPoints',
    'bundle',
    'platform',
    'format',
    'target',
    'minify',
    'sourcemap',
    'mainFields',
    'banner',
    'legalComments',
    'alias',
    'define',
    'logLevel',
    'external',
  ]);
  const unmapped = Object.keys(options).filter((key) => !handled.has(key));
  if (unmapped.length > 0)
    throw new Error(`infra/bundling.ts options not mapped for NodejsFunction: ${unmapped}`);
  if (options.format !== 'esm' || options.platform !== 'node' || options.bundle !== true) {
    throw new Error('infra/bundling.ts must bundle ESM for the node platform');
  }
  if (options.external?.length)
    throw new Error('bundles include every module: infra/bundling.ts may not declare externals');
  const aliases = Object.entries(options.alias ?? {}).map(([name, path]) => `${name}=${path}`);
  return {
    format: nodejs.OutputFormat.ESM,
    target: String(options.target ?? BUNDLE_TARGET),
    minify: options.minify === true,
    sourceMap: options.sourcemap !== false && options.sourcemap !== undefined,
    // Linked source maps beside the bundle: the logger maps a logged error's stack with them
    // (shared/source-mapped-stack.ts); Node itself does not read them (no --enable-source-maps).
    sourceMapMode: nodejs.SourceMapMode.DEFAULT,
    sourcesContent: false,
    mainFields: options.mainFields ?? ['module', 'main'],
    banner: options.banner?.js ?? BUNDLE_BANNER,
    ...(options.define ? { define: options.define } : {}),
    bundleAwsSDK: true,
    externalModules: [],
    forceDockerBundling: false,
    logLevel: nodejs.LogLevel.WARNING,
    esbuildArgs: {
      ...(options.legalComments ? { '--legal-comments': options.legalComments } : {}),
      ...(aliases.length ? { '--alias': aliases } : {}),
    },
  };
};

/**
 * Bundling hooks that copy `files` into the bundle's directory, flat (the function reads them by
 * name), and bundle each of `chunks` there with the bundle's options (infra/tools/bundle-chunks.ts,
 * run by this Node, which runs the sources).
 */
const afterBundling = (files: readonly string[], chunks: readonly string[]): nodejs.ICommandHooks => ({
  beforeBundling: () => [],
  beforeInstall: () => [],
  afterBundling: (inputDir, outputDir) => [
    ...files.map((file) => `cp "${inputDir}/${file}" "${outputDir}/"`),
    ...(chunks.length > 0
      ? [
          [process.execPath, `${inputDir}/infra/tools/bundle-chunks.ts`, outputDir, ...chunks]
            .map((arg) => `"${arg}"`)
            .join(' '),
        ]
      : []),
  ],
});

/**
 * One Lambda function of the service: Node 24 on ARM64, an ESM bundle built locally with esbuild
 * (AWS SDK bundled, minified, source maps), its own log group with a retention, and its own role
 * holding only the statements it was given plus writing to its own log group.
 */
export class ServiceFunction extends Construct {
  readonly fn: nodejs.NodejsFunction;
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id);
    const { settings } = props;
    const functionName = `${prefixOf(settings)}-${props.name}`;
    const logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${functionName}`,
      retention: settings.logRetentionDays as logs.RetentionDays,
      removalPolicy: settings.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    // The statements are the role's inline policy, not a policy resource of their own: one
    // resource fewer per function in a group's stack, whose quota test allows 60% of 500.
    // (Event sources still add what they need to a policy of the role's own.)
    const writeLogs = new iam.PolicyStatement({
      actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
      resources: [logGroup.logGroupArn],
    });
    // Active tracing's X-Ray statement goes into the inline policy too: left to NodejsFunction
    // (its `tracing` prop), it would be a policy resource of its own for every HTTP function.
    const traces = settings.tracing
      ? [
          new iam.PolicyStatement({
            actions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'],
            resources: ['*'],
          }),
        ]
      : [];
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${functionName}`,
      inlinePolicies: {
        function: new iam.PolicyDocument({ statements: [writeLogs, ...traces, ...props.statements] }),
      },
    });

    this.fn = new nodejs.NodejsFunction(this, 'Function', {
      functionName,
      entry: resolve(REPO_ROOT, props.entry),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: resolve(REPO_ROOT, 'package-lock.json'),
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memoryMb ?? 1024,
      timeout: Duration.seconds(props.timeoutSeconds),
      role: this.role,
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      environment: {
        [ENV.stage]: settings.stage,
        [ENV.serviceName]: 'retail-commerce-api',
        // EMF metrics (shared/metrics.ts) of each stage in a namespace of its own.
        [ENV.metricsNamespace]: prefixOf(settings),
        // No NODE_OPTIONS: --enable-source-maps would parse the bundle's map at every cold start
        // (4-17 ms); the logger maps a logged error's stack instead (shared/source-mapped-stack.ts).
        ...props.environment,
      },
      ...(props.secretsExtension
        ? {
            paramsAndSecrets: lambda.ParamsAndSecretsLayerVersion.fromVersion(
              lambda.ParamsAndSecretsVersions.V1_0_103,
              { cacheEnabled: true, cacheSize: 10, logLevel: lambda.ParamsAndSecretsLogLevel.WARN },
            ),
          }
        : {}),
      bundling: {
        ...nodejsBundling(),
        ...(props.files || props.chunks
          ? { commandHooks: afterBundling(props.files ?? [], props.chunks ?? []) }
          : {}),
      },
    });

    // Set on the function's resource rather than through `tracing` (see the role above); the
    // functions carry no tracing SDK: Lambda traces each invocation (docs/decisions/observability.md).
    if (settings.tracing) {
      (this.fn.node.defaultChild as lambda.CfnFunction).tracingConfig = { mode: 'Active' };
      acknowledge(
        this.role,
        'AwsSolutions-IAM5[Resource::*]',
        'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions.',
      );
    }
  }
}
