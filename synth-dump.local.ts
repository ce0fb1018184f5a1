import { mkdirSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildApp } from '#infra/build.ts';
const out = process.argv[2]!;
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const built = buildApp({ outdir: mkdtempSync(join(tmpdir(), 'rcs-cdk-')), context: { 'aws:cdk:bundling-stacks': [], stage: 'prod' } });
for (const s of built.app.node.findAll()) {
  if (s instanceof Stack) writeFileSync(join(out, `${s.node.path.replaceAll('/', '_')}.json`), JSON.stringify(Template.fromStack(s).toJSON(), null, 1));
}
console.log('ok');
