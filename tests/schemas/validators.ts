// Ajv validators of the official schemas committed beside this file (see README.md here): CSAF 2.1
// documents and provider metadata (JSON Schema 2020-12, with FIRST's CVSS schemas and CERT/CC's
// SSVC schema they reference) and CVE JSON 5.1 records (draft-07). The referenced schemas are
// registered under the addresses the CSAF schema names them by (FIRST's own `$id`s carry a date
// query the references omit), each without its `$schema`, since they are written in three drafts
// and Ajv validates them all as 2020-12 here; the CSAF schemas' own meta-schema only restricts
// which keywords they use.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

const here = path.dirname(fileURLToPath(import.meta.url));
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(here, file), 'utf8')) as Record<string, unknown>;
const withoutDraft = ({ $schema: _draft, ...schema }: Record<string, unknown>, id?: string) => (id ? { ...schema, $id: id } : schema);

const csafAjv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(csafAjv);
// The one 2020-12 meta-schema Ajv does not ship, which CSAF's extension meta-schema names: its
// published content is this (format as an asserting keyword of type string).
csafAjv.addSchema({
  $id: 'https://json-schema.org/draft/2020-12/meta/format-assertion',
  $dynamicAnchor: 'meta',
  type: ['object', 'boolean'],
  properties: { format: { type: 'string' } },
});
for (const [file, id] of [
  ['csaf/first/cvss-v2.0.json', 'https://www.first.org/cvss/cvss-v2.0.json'],
  ['csaf/first/cvss-v3.0.json', 'https://www.first.org/cvss/cvss-v3.0.json'],
  ['csaf/first/cvss-v3.1.json', 'https://www.first.org/cvss/cvss-v3.1.json'],
  ['csaf/first/cvss-v4.0.json', 'https://www.first.org/cvss/cvss-v4.0.json'],
  ['csaf/certcc/SelectionList_2_0_0.schema.json', undefined],
  ['csaf/extension-metaschema.json', undefined],
  ['csaf/extension-content.json', undefined],
  ['csaf/csaf.json', undefined],
  ['csaf/provider.json', undefined],
] as const) {
  const schema = read(file);
  // draft-04's `id` is the draft's name for `$id`.
  if ('id' in schema && !('$id' in schema)) delete schema.id;
  csafAjv.addSchema(withoutDraft(schema, id));
}

export const validateCsaf = csafAjv.getSchema('https://docs.oasis-open.org/csaf/csaf/v2.1/schema/csaf.json')!;
export const validateProviderMetadata = csafAjv.getSchema('https://docs.oasis-open.org/csaf/csaf/v2.1/schema/provider.json')!;

const cveAjv = new Ajv({ strict: false, allErrors: true });
addFormats(cveAjv);
export const validateCveRecord = cveAjv.compile(read('cve/CVE_Record_Format_bundled_5.1.1.json'));

/** Ajv's errors, short enough for an assertion message. */
export const errorsOf = (validate: { errors?: unknown }) => JSON.stringify(validate.errors ?? [], null, 1).slice(0, 3000);
