// The site's form validators (generated/validators/, compiled at `npm run gen` from the request
// schemas) follow the contract: a limit changed in the spec changes what they accept, they agree with
// the spec's own schema as the contract harness reads it, and they need no eval (the site's CSP).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FORM_BODIES, validatorModules } from '../../scripts/gen-validators.mjs';
import { loadSpec } from '../../server/src/contract';
import { BugSubmitFormLimits } from '../../generated/limits';
import { validate as committedBugValidator } from '../../generated/validators/BugSubmitForm';
import { validatorAt } from './spec-validator';

type Validator = ((data: unknown) => boolean) & { errors?: unknown[] | null };
type Spec = { components: { schemas: Record<string, { properties: Record<string, { maxLength?: number }> }> } };

const validBug = { name: 'Stored XSS', level: 2, detail: '<p>steps</p>', captcha: 'ab12', mainType: 3, subType: 301, link: 'https://app.example/' };

/** Generates the validators from a spec into a temporary folder and loads one. */
async function generatedFrom(spec: unknown, name: string): Promise<Validator> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'form-validators-'));
  try {
    const file = path.join(dir, `${name}.mjs`);
    fs.writeFileSync(file, validatorModules(spec, '', [name])[`generated/validators/${name}.js`]!);
    return ((await import(pathToFileURL(file).href)) as { validate: Validator }).validate;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('form validators generated from the contract', () => {
  it('move with a limit changed in the spec', async () => {
    const max = BugSubmitFormLimits.name.maxLength;
    const spec = structuredClone(loadSpec()) as unknown as Spec;
    spec.components.schemas.BugSubmitForm!.properties.name!.maxLength = max + 10;
    const changed = await generatedFrom(spec, 'BugSubmitForm');
    expect(changed({ ...validBug, name: 'n'.repeat(max + 10) })).toBe(true);
    expect(changed({ ...validBug, name: 'n'.repeat(max + 11) })).toBe(false);
    expect(committedBugValidator({ ...validBug, name: 'n'.repeat(max + 1) })).toBe(false);
  }, 30_000); // compiling against the whole spec takes seconds on a busy machine

  it("agree with the spec's schema on valid and invalid bodies", () => {
    const spec = validatorAt(['components', 'schemas', 'BugSubmitForm']);
    const bodies = [
      validBug,
      { ...validBug, name: '' },
      { ...validBug, name: 'n'.repeat(BugSubmitFormLimits.name.maxLength + 1) },
      { ...validBug, level: 9 },
      { ...validBug, captcha: 'ab1' },
      { ...validBug, mainType: 10, appName: 'Wallet', appVersion: '2', appSource: 'store' },
      { ...validBug, mainType: 10 },
      { ...validBug, unknown: 1 },
    ];
    for (const body of bodies) expect(committedBugValidator(body), JSON.stringify(body).slice(0, 80)).toBe(spec(body));
  });

  it('are plain code: no eval, no Function, nothing required at run time', () => {
    for (const name of FORM_BODIES) {
      const code = fs.readFileSync(path.join(import.meta.dirname, `../../generated/validators/${name}.js`), 'utf8');
      expect(code, name).not.toMatch(/\beval\(|new Function|\brequire\(/);
    }
  });
});
