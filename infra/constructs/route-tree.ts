import { Stack } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import { Construct } from 'constructs';
import type { RouteBinding } from './api-routes.ts';

/**
 * The paths (and path prefixes) that routes of more than one group go through. Their API Gateway
 * resources are created once, in the stack of the RestApi; every other resource lives in the
 * stack of the one group that uses it.
 */
export const sharedPaths = (groups: ReadonlyArray<readonly RouteBinding[]>): Set<string> => {
  const users = new Map<string, Set<number>>();
  groups.forEach((routes, group) => {
    for (const { route } of routes) {
      const segments = route.path.split('/').filter(Boolean);
      segments.forEach((_, i) => {
        const prefix = `/${segments.slice(0, i + 1).join('/')}`;
        users.set(prefix, (users.get(prefix) ?? new Set()).add(group));
      });
    }
  });
  return new Set([...users].filter(([, groupSet]) => groupSet.size > 1).map(([path]) => path));
};

/**
 * A construct in the group's stack (`scope`) at the same path as `shared` in the RestApi's stack
 * (`Api/Default/tenants/{tenantUid}`). A resource or method placed under it gets the logical id it
 * had when every route lived in one stack, which keeps the move between stacks a pure move
 * (docs/decisions/infra.md, "Migrating a deployed API stack").
 */
export const mirrorOf = (scope: Construct, shared: apigateway.IResource): Construct => {
  const scopes = shared.node.scopes;
  const ids = scopes.slice(scopes.indexOf(Stack.of(shared)) + 1).map((s) => s.node.id);
  return ids.reduce<Construct>(
    (parent, id) => (parent.node.tryFindChild(id) as Construct | undefined) ?? new Construct(parent, id),
    scope,
  );
};

/**
 * The API Gateway resource of `path`, each missing segment created where it belongs: in the RestApi's
 * tree (its stack) when the prefix is shared, else in `scope`, the group's stack.
 */
export const resourceFor = (
  scope: Construct,
  root: apigateway.IResource,
  path: string,
  shared: ReadonlySet<string>,
): apigateway.IResource => {
  let current = root;
  let prefix = '';
  for (const segment of path.split('/').filter(Boolean)) {
    prefix += `/${segment}`;
    const found = current.getResource(segment);
    if (found) current = found;
    else if (shared.has(prefix) || Stack.of(current) === Stack.of(scope))
      current = current.addResource(segment);
    else
      current = new apigateway.Resource(mirrorOf(scope, current), segment, {
        parent: current,
        pathPart: segment,
      });
  }
  return current;
};
