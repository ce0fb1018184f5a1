import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { FunctionDef } from '#functions/registry.ts';
import { type BuiltApp, buildApp } from '#infra/build.ts';
import type { ApiGroups } from '#infra/stacks/api-groups.ts';

type Resource = { Type: string; Properties?: any; Metadata?: any };
export type Resources = Record<string, Resource>;

/**
 * Builds the app into a temporary directory; `bundle: false` skips esbuild (structure-only tests).
 * Test functions each get a nested stack of their own, so routes under one path span stacks.
 */
export const synthApp = (
  options: {
    context?: Record<string, unknown>;
    bundle?: boolean;
    functions?: readonly FunctionDef[];
    groups?: ApiGroups;
  } = {},
): BuiltApp => {
  const context = {
    ...(options.bundle === false ? { 'aws:cdk:bundling-stacks': [] } : {}),
    ...options.context,
  };
  const groups =
    options.groups ??
    (options.functions && Object.fromEntries(options.functions.map((f) => [f.name, [f.name]])));
  return buildApp({ outdir: mkdtempSync(join(tmpdir(), 'rcs-cdk-')), context }, options.functions, groups);
};

export const resourcesOf = (template: Template): Resources => template.toJSON().Resources as Resources;

/** `value` with every `{ Ref: <parameter> }` replaced by what the parent passes for it. */
const substitute = (value: unknown, parameters: Record<string, unknown>): unknown => {
  if (Array.isArray(value)) return value.map((v) => substitute(v, parameters));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  const [key, ref] = entries[0] ?? [];
  if (entries.length === 1 && key === 'Ref' && typeof ref === 'string' && ref in parameters) {
    return parameters[ref];
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, substitute(v, parameters)]));
};

/**
 * The resources of a stack and of all its nested stacks, as if they were one template: in a nested
 * stack's resources, each parameter is replaced by the value the parent passes, so a method's
 * `AuthorizerId` reads `{ Ref: <the authorizer> }` wherever the method lives. Logical ids are
 * unique across the stacks (a clash throws).
 */
export const stackResources = (stack: Stack): Resources => {
  const resources: Resources = { ...resourcesOf(Template.fromStack(stack)) };
  const children = stack.node
    .findAll()
    .filter((c): c is NestedStack => NestedStack.isNestedStack(c) && c.nestedStackParent === stack);
  for (const child of children) {
    const id = stack.getLogicalId(child.nestedStackResource!);
    const parameters = resources[id]!.Properties.Parameters ?? {};
    for (const [logicalId, resource] of Object.entries(stackResources(child))) {
      if (logicalId in resources) throw new Error(`logical id ${logicalId} is in two stacks`);
      resources[logicalId] = substitute(resource, parameters) as Resources[string];
    }
  }
  return resources;
};

export const ofType = (resources: Resources, type: string): Array<[string, Resource]> =>
  Object.entries(resources).filter(([, r]) => r.Type === type);

/** Full path (`/tenants/{tenantUid}/...`) of every API Gateway resource, by logical id. */
export const resourcePaths = (resources: Resources): Map<string, string> => {
  const paths = new Map<string, string>();
  const pathOf = (id: string): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const props = resources[id]!.Properties;
    const parent = props.ParentId.Ref as string | undefined;
    const path = `${parent ? pathOf(parent) : ''}/${props.PathPart}`;
    paths.set(id, path);
    return path;
  };
  for (const [id] of ofType(resources, 'AWS::ApiGateway::Resource')) pathOf(id);
  return paths;
};

/** `retail-commerce-dev-<name>` -> the function's logical id. */
export const functionIds = (resources: Resources): Map<string, string> =>
  new Map(
    ofType(resources, 'AWS::Lambda::Function').map(([id, r]) => [
      String(r.Properties.FunctionName).replace(/^retail-commerce-\w+-/, ''),
      id,
    ]),
  );

/** Every IAM statement attached to a function's role: its inline policies and the policies attached to it. */
export const statementsOfFunction = (resources: Resources, functionId: string): any[] => {
  const roleId = resources[functionId]!.Properties.Role['Fn::GetAtt'][0] as string;
  const inline = (resources[roleId]!.Properties.Policies ?? []).flatMap(
    (p: any) => p.PolicyDocument.Statement,
  );
  const attached = ofType(resources, 'AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: any) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
  return [...inline, ...attached];
};

export const actionsOf = (statement: any): string[] => [statement.Action].flat();
export const resourcesOfStatement = (statement: any): unknown[] => [statement.Resource].flat();
