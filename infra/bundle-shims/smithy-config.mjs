/**
 * Stand-in for `@smithy/core/config` in function bundles (esbuild alias in infra/bundling.ts):
 * everything the SDK's own module exports, except that settings come from the environment and
 * the SDK's defaults only. A client reads each of its settings (retry mode and attempts, FIPS,
 * dual-stack, defaults mode, app id...) from the environment, then from the shared INI files
 * (~/.aws/config and credentials, read on the first request), then its default; the region,
 * when not given, from the instance metadata service last. A Lambda function has no INI files
 * and no instance metadata service, and our clients always get the region (shared/config.ts),
 * so the file reader, the INI parser and the metadata client are dead weight there. Unbundled
 * code (tests, the local stack, tools) keeps the SDK's chain.
 */

import { DEFAULTS_MODE_OPTIONS } from '../../node_modules/@smithy/core/dist-es/submodules/config/defaults-mode/constants.js';
import { NODE_DEFAULTS_MODE_CONFIG_OPTIONS } from '../../node_modules/@smithy/core/dist-es/submodules/config/defaults-mode/defaultsModeConfig.js';
import { fromEnv } from '../../node_modules/@smithy/core/dist-es/submodules/config/node-config-provider/fromEnv.js';
import { fromStatic } from '../../node_modules/@smithy/core/dist-es/submodules/config/node-config-provider/fromStatic.js';
import { chain } from '../../node_modules/@smithy/core/dist-es/submodules/config/property-provider/chain.js';
import { memoize } from '../../node_modules/@smithy/core/dist-es/submodules/config/property-provider/memoize.js';

export * from '../../node_modules/@smithy/core/dist-es/submodules/config/index.js';

/** The SDK's loadConfig without the shared-files link: the environment, then the default. */
export const loadConfig = ({ environmentVariableSelector, default: defaultValue }, configuration = {}) => {
  const { signingName, logger } = configuration;
  return memoize(
    chain(fromEnv(environmentVariableSelector, { signingName, logger }), fromStatic(defaultValue)),
  );
};

/** `AWS_REGION`, as the SDK's, without the files and without asking the instance metadata. */
export const NODE_REGION_CONFIG_OPTIONS = {
  environmentVariableSelector: (env) => env.AWS_REGION,
  configFileSelector: (profile) => profile.region,
  default: () => {
    throw new Error('Region is missing');
  },
};

/**
 * The SDK's resolveDefaultsModeConfig with the loader above. "auto" compares the client's region
 * with the one Lambda runs in (AWS_REGION with AWS_EXECUTION_ENV), as the SDK does before it
 * would ask the instance metadata; without them it is "standard", the SDK's answer when the
 * metadata service does not answer.
 */
export const resolveDefaultsModeConfig = ({
  region = loadConfig(NODE_REGION_CONFIG_OPTIONS),
  defaultsMode = loadConfig(NODE_DEFAULTS_MODE_CONFIG_OPTIONS),
} = {}) =>
  memoize(async () => {
    const mode = typeof defaultsMode === 'function' ? await defaultsMode() : defaultsMode;
    switch (mode?.toLowerCase()) {
      case 'auto': {
        if (!region) return 'standard';
        const clientRegion = typeof region === 'function' ? await region() : region;
        const lambdaRegion = process.env.AWS_EXECUTION_ENV
          ? (process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION)
          : undefined;
        if (!lambdaRegion) return 'standard';
        return clientRegion === lambdaRegion ? 'in-region' : 'cross-region';
      }
      case 'in-region':
      case 'cross-region':
      case 'mobile':
      case 'standard':
      case 'legacy':
        return mode.toLocaleLowerCase();
      case undefined:
        return 'legacy';
      default:
        throw new Error(
          `Invalid parameter for "defaultsMode", expect ${DEFAULTS_MODE_OPTIONS.join(', ')}, got ${mode}`,
        );
    }
  });
