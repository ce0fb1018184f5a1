import { describe, expect, it } from 'vitest';
import { safTFixture, safTSchemaErrors } from '#test/support/saf-t-xsd.ts';

const example = safTFixture('example-999999999-20210330104000.xml');

describe("Skatteetaten's SAF-T Cash Register schema, offline", () => {
  it("accepts Skatteetaten's own example file", async () => {
    expect(await safTSchemaErrors(example)).toEqual([]);
  });

  it('refuses a document without a required element, naming it', async () => {
    const broken = example.replace(/<keyVersion>1<\/keyVersion>/, '');
    expect(broken).not.toBe(example);
    const errors = await safTSchemaErrors(broken);
    expect(errors.join('\n')).toMatch(/keyVersion/);
  });

  it('refuses an amount with three decimals', async () => {
    const broken = example.replace('<transAmntIn>86.40</transAmntIn>', '<transAmntIn>86.405</transAmntIn>');
    expect(broken).not.toBe(example);
    expect((await safTSchemaErrors(broken)).join('\n')).toMatch(/transAmntIn/);
  });
});
