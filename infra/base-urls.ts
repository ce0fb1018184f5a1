import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The public base addresses of the API (spec 9.2: production at {base_url}, stage at
 * {stage_base_url}). Each durable stage's host name is configured once, in the `apiDomains`
 * context of cdk.json (a deployment may override its own with `-c apiDomain=...`): the stack
 * maps that domain to the API (infra/stacks/api-stack.ts) and the OpenAPI document lists it among
 * its servers (infra/openapi.ts). Kept free of the CDK so that the document builder stays light.
 */

/** The stages with a public address, and the name the document gives each. */
export const PUBLIC_STAGES = { prod: 'production', stage: 'stage' } as const;
export type PublicStage = keyof typeof PUBLIC_STAGES;

/** The version prefix every address has (the API Gateway stage, infra/constructs/rest-api.ts). */
export const API_VERSION_PATH = 'v2';

/** `https://<domain>/v2`: the base address of the API served on `domain`. */
export const baseUrlOf = (domain: string): string => `https://${domain}/${API_VERSION_PATH}`;

/** A DNS host name: labels of letters, digits and hyphens, at least two of them. */
export const isHostName = (value: string): boolean =>
  /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(value);

/**
 * The `apiDomains` of a context value: an object of stage to host name (cdk.json), or the same
 * as JSON (`-c apiDomains='{...}'`). A host name that is not one is an error, not a default.
 */
export const apiDomainsOf = (value: unknown): Partial<Record<PublicStage, string>> => {
  const domains = typeof value === 'string' ? JSON.parse(value) : (value ?? {});
  const out: Partial<Record<PublicStage, string>> = {};
  for (const stage of Object.keys(PUBLIC_STAGES) as PublicStage[]) {
    const domain: unknown = domains[stage];
    if (domain === undefined) continue;
    if (typeof domain !== 'string' || !isHostName(domain))
      throw new Error(`context apiDomains.${stage} must be a host name such as api.example.com`);
    out[stage] = domain;
  }
  return out;
};

/** The `apiDomains` of cdk.json: what the document lists, whatever stage is being built. */
export const configuredApiDomains = (): Partial<Record<PublicStage, string>> => {
  const cdk = JSON.parse(readFileSync(resolve(import.meta.dirname, '../cdk.json'), 'utf8'));
  return apiDomainsOf(cdk.context?.apiDomains);
};
