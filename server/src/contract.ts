// The OpenAPI document as the server sees it: loaded once, indexed by operationId, and trimmed for
// fastify-openapi-glue (responses are validated in the contract tests with Ajv, not serialised by
// fast-json-stringify, whose oneOf handling would silently drop fields of the envelope).
import fs from 'node:fs';
import YAML from 'yaml';
import { paths } from './paths';

export const specFile = paths.spec;

export type SecurityRequirement = Record<string, string[]>;
export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  security: SecurityRequirement[];
  multipart: boolean;
  /** The media types its request body may have (none when it takes no body). */
  bodyMedia: string[];
}

type Json = Record<string, unknown>;
export interface OpenApiDocument extends Json {
  paths: Record<string, Record<string, Json>>;
  components: Json & { schemas: Record<string, Json> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

let cached: OpenApiDocument | undefined;
export function loadSpec(): OpenApiDocument {
  cached ??= (paths.specJson ? JSON.parse(fs.readFileSync(paths.specJson, 'utf8')) : YAML.parse(fs.readFileSync(specFile, 'utf8'))) as OpenApiDocument;
  return cached;
}

export function listOperations(spec: OpenApiDocument = loadSpec()): OperationInfo[] {
  const ops: OperationInfo[] = [];
  for (const [p, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const body = (op.requestBody as Json | undefined)?.content as Json | undefined;
      ops.push({
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path: p,
        tag: (op.tags as string[])[0] ?? '',
        security: (op.security as SecurityRequirement[] | undefined) ?? (spec.security as SecurityRequirement[]) ?? [],
        multipart: Boolean(body?.['multipart/form-data']),
        bodyMedia: Object.keys(body ?? {}),
      });
    }
  }
  return ops;
}

/**
 * A copy of the spec without response bodies, for the glue (see the comment at the top). With
 * `body`, only the operations whose request body is (or is not) multipart: app.ts serves the four
 * upload operations in a context of their own, so the multipart parser's hooks run on them alone
 * and not on every other request (a 404, /healthz, a rank page).
 */
export function specForGlue(spec: OpenApiDocument = loadSpec(), body?: 'multipart' | 'other'): OpenApiDocument {
  // Made once per spec and part: every app of a process (a test worker builds one per file) asks
  // for the same two, and the copy took about 20 ms each. The glue clones what it is given before
  // it changes anything, so one copy serves every registration.
  let made = glueCopies.get(spec);
  if (!made) glueCopies.set(spec, (made = new Map()));
  const key = body ?? 'all';
  const done = made.get(key);
  if (done) return done;
  const copy = structuredClone(spec);
  for (const [p, item] of Object.entries(copy.paths)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const multipart = Boolean(((op.requestBody as Json | undefined)?.content as Json | undefined)?.['multipart/form-data']);
      if (body && multipart !== (body === 'multipart')) {
        delete item[method];
        continue;
      }
      const responses = op.responses as Record<string, Json> | undefined;
      for (const response of Object.values(responses ?? {})) delete response.content;
    }
    if (!METHODS.some((method) => item[method])) delete copy.paths[p];
  }
  made.set(key, copy);
  return copy;
}
const glueCopies = new WeakMap<OpenApiDocument, Map<string, OpenApiDocument>>();
