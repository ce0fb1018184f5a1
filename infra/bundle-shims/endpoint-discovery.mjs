/**
 * Stand-in for `@aws-sdk/middleware-endpoint-discovery` in function bundles (esbuild alias in
 * infra/bundling.ts). The DynamoDB client resolves its endpoint-discovery settings at
 * construction, which builds a 1,000-entry LRU cache (@aws-sdk/endpoint-cache with mnemonist
 * and obliterator, about 8 KB minified), but none of its operations carries the discovery
 * middleware that would read that cache: DynamoDB answers on its regional endpoint. This keeps
 * the same settings without the cache. A client that starts using discovery imports the
 * discovery plugin, which this file does not export: the build fails ("No matching export").
 * test/infra/sdk-stand-ins.test.ts compares what the bundled clients resolve with the sources.
 */

export { NODE_ENDPOINT_DISCOVERY_CONFIG_OPTIONS } from '../../node_modules/@aws-sdk/middleware-endpoint-discovery/dist-es/configurations.js';

/** The SDK's resolveEndpointDiscoveryConfig without `endpointCache`, which nothing reads. */
export const resolveEndpointDiscoveryConfig = (input, { endpointDiscoveryCommandCtor }) => {
  const { endpointDiscoveryEnabled, endpointDiscoveryEnabledProvider } = input;
  return Object.assign(input, {
    endpointDiscoveryCommandCtor,
    endpointDiscoveryEnabled:
      endpointDiscoveryEnabled !== undefined
        ? () => Promise.resolve(endpointDiscoveryEnabled)
        : endpointDiscoveryEnabledProvider,
    isClientEndpointDiscoveryEnabled: endpointDiscoveryEnabled !== undefined,
  });
};
