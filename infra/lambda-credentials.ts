import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * Stand-in for `@aws-sdk/credential-provider-node` in function bundles (esbuild alias in
 * infra/bundling.ts). Lambda always passes the execution role's credentials in the environment,
 * so the full default chain (SSO, INI files, process, IMDS and the nested STS/SSO clients, about
 * 100 KB minified) is dead weight there. Local code does not use this file.
 */
export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]) => fromEnv(init);
