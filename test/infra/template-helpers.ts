import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import type { FunctionDef } from '#functions/registry.ts';
import { type BuiltApp, buildApp } from '#infra/build.ts';

type Resource = { Type: string; Properties?: any; Metadata?: any };
export type Resources = Record<string, Resource>;

/** Builds the app into a temporary directory; `bundle: false` skips esbuild (structure-only tests). */
export const synthApp = (
  options: { context?: Record<string, unknown>; bundle?: boolean; functions?: readonly FunctionDef[] } = {},
): BuiltApp => {
  const context = {
    ...(options.bundle === false ? { 'aws:cdk:bundling-stacks': [] } : {}),
    ...options.context,
  };
  return buildApp({ outdir: mkdtempSync(join(tmpdir(), 'rcs-cdk-')), context }, options.functions);
};

export const resourcesOf = (template: Template): Resources => template.toJSON().Resources as Resources;

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
