// Request-body validators for the site's forms, compiled by Ajv at generation time (standalone
// code): the site's Content-Security-Policy allows no eval, so Ajv cannot compile in the browser.
// Only the bodies a form checks are emitted, one module each, so a page carries only its own.
// Used by gen.mjs; writes generated/validators/<Name>.js and its .d.ts.
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import ucs2length from 'ajv/dist/runtime/ucs2length.js';

/**
 * The bodies the forms check, named as generated/limits.ts names them: a components/schemas name,
 * or <operationId>Body for a body written inline in its operation.
 */
export const FORM_BODIES = [
  'BugSubmitForm',
  'updateProfileBody',
  'ShippingAddressForm',
  'LeaveMessageForm',
  'TestReportForm',
  'createTeamBody',
  'sendLoginCodeBody',
  'emailLoginBody',
  'sendPhoneCodeBody',
  'bindPhoneBody',
  'sendEmailChangeCodeBody',
  'changeEmailBody',
  'SecondFactorCodeForm',
  'RealNameForm',
  'AdminUserCoinsForm',
  'AdminTeamReviewForm',
  'AdminTestReportReviewForm',
  'AdminRealNameRefuseForm',
  'CommonResponseForm',
  'KnownIssueForm',
  'AdminTradeActionForm',
  'AdminBannerForm',
  'AdminAnnouncementForm',
  'AdminBlogArticleForm',
  'AdminBlogCategoryForm',
  'AdminActivityForm',
  'AdminRewardForm',
  'AdminRewardUpdateForm',
  'AdminFaqForm',
  'AdminBusinessCoefficientForm',
  'AdminRegulationForm',
  'AdminSettingsForm',
  'StaffInvitationForm',
  'StaffRolesForm',
  'AdminBugInfoRequestForm',
  'AdminBugRegulatorReportForm',
];

/** Keywords that only describe: dropped so the generated code does not carry the spec's prose. */
const ANNOTATIONS = new Set(['description', 'examples', 'example', 'title', 'default', 'deprecated', 'readOnly', 'writeOnly', 'externalDocs', 'xml']);
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMAS = ['items', 'not', 'if', 'then', 'else', 'additionalProperties', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems'];

/** A schema without its annotations; property names (a field may be called `description`) are kept. */
function bare(schema) {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key) || key.startsWith('x-')) continue;
    if (SCHEMA_MAPS.includes(key)) out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, bare(v)]));
    else if (SCHEMA_LISTS.includes(key)) out[key] = value.map(bare);
    else if (SUBSCHEMAS.includes(key)) out[key] = bare(value);
    else out[key] = value;
  }
  return out;
}

/** The form-encoded request body of an operation, by operationId. */
function inlineBody(spec, operationId) {
  for (const item of Object.values(spec.paths ?? {})) {
    for (const op of Object.values(item)) {
      if (op?.operationId !== operationId) continue;
      const schema = op.requestBody?.content?.['application/x-www-form-urlencoded']?.schema;
      if (schema) return schema;
    }
  }
  throw new Error(`${operationId}: no form-encoded request body`);
}

function bodySchema(spec, name) {
  const component = spec.components?.schemas?.[name];
  if (component) return component;
  const match = /^(\w+)Body$/.exec(name);
  if (!match) throw new Error(`${name}: neither a components/schemas name nor <operationId>Body`);
  return inlineBody(spec, match[1]);
}

// The runtime helper standalone code requires (CommonJS) is written into the module instead, so the
// browser bundle needs nothing from Ajv: maxLength counts code points, as the server's Ajv does.
const UCS2_REQUIRE = 'require("ajv/dist/runtime/ucs2length").default';
// (Node hands the CommonJS module over as the default export; a bundler may hand over its default.)
const UCS2_SOURCE = `const ucs2length = ${(ucs2length.default ?? ucs2length).toString()};`;

function compile(spec, name, header) {
  const schemas = Object.fromEntries(Object.entries(spec.components?.schemas ?? {}).map(([k, v]) => [k, bare(v)]));
  // A fresh instance per body: the generated names (validate10, schema12…) depend only on it.
  const ajv = new Ajv2020({ strict: false, allErrors: true, messages: false, code: { source: true, esm: true, lines: true } });
  ajv.addSchema({ components: { schemas: { ...schemas, [name]: bare(bodySchema(spec, name)) } } }, 'spec');
  let code = standaloneCode.default(ajv, ajv.compile({ $ref: `spec#/components/schemas/${name}` }));
  if (/require\(/.test(code.replaceAll(UCS2_REQUIRE, ''))) throw new Error(`${name}: the validator needs a runtime helper gen-validators.mjs does not inline`);
  if (code.includes(UCS2_REQUIRE)) code = code.replaceAll(UCS2_REQUIRE, 'ucs2length').replace('"use strict";', `"use strict";\n${UCS2_SOURCE}\n`);
  const types = [
    header.trimEnd(),
    '',
    `/** Checks a ${name} body as the server does; on false, \`validate.errors\` says where and why. */`,
    "import type { BodyValidator } from './validator';",
    '',
    'export declare const validate: BodyValidator;',
    'export default validate;',
    '',
  ].join('\n');
  return { [`generated/validators/${name}.js`]: `${header}${code}\n`, [`generated/validators/${name}.d.ts`]: types };
}

const VALIDATOR_TYPES = `/** One error of a generated validator (Ajv's ErrorObject, the fields the site reads). */
export interface ValidationError {
  /** JSON pointer of the failing value: '/name', '/attach/3'; '' for the body itself. */
  instancePath: string;
  /** The failing keyword: required, maxLength, minLength, pattern, enum, minimum, maximum, type… */
  keyword: string;
  /** The keyword's parameters: { limit }, { missingProperty }, { allowedValues }, { pattern }… */
  params: Record<string, unknown>;
}

/** A generated request-body validator. */
export interface BodyValidator {
  (data: unknown): boolean;
  errors?: ValidationError[] | null;
}
`;

/** generated/validators/*: one validator module (and its types) per form body (`names`: a test's few). */
export function validatorModules(spec, header, names = FORM_BODIES) {
  const files = { 'generated/validators/validator.d.ts': `${header}${VALIDATOR_TYPES}` };
  for (const name of names) Object.assign(files, compile(spec, name, header));
  return files;
}
