import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS } from '#functions/registry.ts';
import type { BuiltApp } from '#infra/build.ts';
import { API_GROUPS } from '#infra/stacks/api-groups.ts';
import { FIXTURE_FUNCTIONS } from './fixture-functions.ts';
import { ofType, resourcePaths, resourcesOf, stackResources, synthApp } from './template-helpers.ts';

/** CloudFormation's per-stack quotas (a nested stack has the same). */
const QUOTAS = { resources: 500, bytes: 1024 * 1024, outputs: 200, parameters: 200, mappings: 200 };
/** A stack past this share of any quota is due to be split: the API is expected to double. */
const ALARM_SHARE = 0.6;

type Usage = Record<keyof typeof QUOTAS, number>;

/** What each template of the synthesized assembly (top-level and nested) uses of each quota. */
const usageOf = (directory: string): Map<string, Usage> =>
  new Map(
    readdirSync(directory)
      .filter((file) => file.endsWith('.template.json'))
      .map((file) => {
        const path = join(directory, file);
        const template = JSON.parse(readFileSync(path, 'utf8'));
        const count = (section: string) => Object.keys(template[section] ?? {}).length;
        return [
          file,
          {
            resources: count('Resources'),
            bytes: statSync(path).size,
            outputs: count('Outputs'),
            parameters: count('Parameters'),
            mappings: count('Mappings'),
          },
        ];
      }),
  );

describe('stack quotas (the real registry, prod)', () => {
  let built: BuiltApp;
  let usage: Map<string, Usage>;
  beforeAll(() => {
    built = synthApp({ bundle: false, context: { stage: 'prod' } });
    usage = usageOf(built.app.synth().directory);
  });

  it('splits the API into one nested stack per group of areas', () => {
    expect([...built.api.groups.keys()]).toEqual(Object.keys(API_GROUPS));
    expect(usage.size).toBe(2 + Object.keys(API_GROUPS).length);
  });

  it(`keeps every stack, nested ones included, under ${ALARM_SHARE * 100}% of each CloudFormation quota`, () => {
    for (const [file, used] of usage) {
      for (const [quota, limit] of Object.entries(QUOTAS)) {
        expect(used[quota as keyof Usage], `${file}: ${quota}`).toBeLessThanOrEqual(limit * ALARM_SHARE);
      }
    }
  });

  it('keeps one RestApi, one authorizer, one deployment and one stage, in the parent stack', () => {
    const all = stackResources(built.api);
    for (const type of ['RestApi', 'Authorizer', 'Deployment', 'Stage']) {
      expect(ofType(all, `AWS::ApiGateway::${type}`), type).toHaveLength(1);
    }
    const [[, deployment]] = ofType(all, 'AWS::ApiGateway::Deployment') as [[string, any]];
    const nested = ofType(all, 'AWS::CloudFormation::Stack').map(([id]) => id);
    expect(nested).toHaveLength(Object.keys(API_GROUPS).length);
    // The stage serves the deployment once every group's methods exist.
    expect(deployment.DependsOn).toEqual(expect.arrayContaining(nested));
  });
});

describe('the deployment follows the routes of every group', () => {
  const deploymentId = (functions: typeof FIXTURE_FUNCTIONS) => {
    const all = stackResources(synthApp({ bundle: false, functions }).api);
    const [[id]] = ofType(all, 'AWS::ApiGateway::Deployment') as [[string, unknown]];
    return id;
  };

  it('is replaced when a method in a nested stack changes, and only then', () => {
    const reopened = FIXTURE_FUNCTIONS.map((def) =>
      def.kind === 'http' && def.name === 'writer'
        ? {
            ...def,
            routes: {
              ...def.routes,
              deleteThing: { ...def.routes.deleteThing!, auth: 'public' as const },
            },
          }
        : def,
    );
    const before = deploymentId(FIXTURE_FUNCTIONS);
    expect(deploymentId(FIXTURE_FUNCTIONS)).toBe(before);
    expect(deploymentId(reopened)).not.toBe(before);
  });
});

describe('routes of several groups under one path', () => {
  const routeIds = (groups: Record<string, string[]>) => {
    const built = synthApp({ bundle: false, functions: FIXTURE_FUNCTIONS, groups });
    const all = stackResources(built.api);
    const ids = (type: string) => ofType(all, `AWS::ApiGateway::${type}`).map(([id]) => id);
    return { built, all, methods: ids('Method'), resources: ids('Resource') };
  };
  const oneGroup = { all: FIXTURE_FUNCTIONS.map((f) => f.name) };
  const ownGroups = Object.fromEntries(FIXTURE_FUNCTIONS.map((f) => [f.name, [f.name]]));

  it('creates a shared path once, in the parent, and each method in the stack of its function', () => {
    const { built, all } = routeIds(ownGroups);
    const parent = new Set(Object.keys(resourcesOf(Template.fromStack(built.api))));
    const paths = resourcePaths(all);
    const things = [...paths].filter(([, path]) => path === '/tenants/{tenantUid}/things');
    expect(things).toHaveLength(1);
    expect(parent.has(things[0]![0])).toBe(true);
    for (const name of ['reader', 'writer']) {
      const stack = Template.fromStack(built.api.groups.get(name)!);
      const verbs = ofType(resourcesOf(stack), 'AWS::ApiGateway::Method').map(
        ([, m]) => m.Properties.HttpMethod,
      );
      expect(verbs.length, name).toBeGreaterThan(0);
    }
  });

  it('gives every method and resource the same logical id whatever the grouping', () => {
    const one = routeIds(oneGroup);
    const own = routeIds(ownGroups);
    expect(own.methods.sort()).toEqual(one.methods.sort());
    expect(own.resources.sort()).toEqual(one.resources.sort());
  });
});

describe('API groups', () => {
  it('places every function of the registry in exactly one group', () => {
    const placed = Object.values(API_GROUPS).flat();
    expect([...placed].sort()).toEqual(FUNCTIONS.map((f) => f.name).sort());
  });

  it('fails the synth for a function no group holds', () => {
    const worker = FUNCTIONS.find((f) => f.kind !== 'http')!;
    const functions = [...FUNCTIONS, { ...worker, name: 'newcomer' }];
    expect(() => synthApp({ bundle: false, functions, groups: API_GROUPS })).toThrow(
      /no API group for newcomer/,
    );
  });
});
