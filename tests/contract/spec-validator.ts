// Validates payloads against the spec with Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses): the
// response schema of an operation, or any schema of the document by JSON pointer.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadSpec, listOperations, type OperationInfo } from '../../server/src/contract';

const SPEC_ID = 'openapi.json';

function makeAjv() {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(loadSpec() as object, SPEC_ID);
  return ajv;
}

let ajv: ReturnType<typeof makeAjv> | undefined;
const cache = new Map<string, ValidateFunction>();

const escapePointer = (segment: string) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));

export function validatorAt(pointerSegments: string[]): ValidateFunction {
  const key = pointerSegments.join('\u0000');
  let fn = cache.get(key);
  if (!fn) {
    ajv ??= makeAjv();
    const ref = `${SPEC_ID}#/${pointerSegments.map(escapePointer).join('/')}`;
    fn = ajv.getSchema(ref);
    if (!fn) throw new Error(`no schema at ${ref}`);
    cache.set(key, fn);
  }
  return fn;
}

export function operation(operationId: string): OperationInfo {
  const op = listOperations().find((o) => o.operationId === operationId);
  if (!op) throw new Error(`unknown operationId ${operationId}`);
  return op;
}

interface Response {
  $ref?: string;
  content?: Record<string, unknown>;
}

/** Throws with Ajv's errors when `body` is not what the spec says this operation answers. */
export function assertResponseMatches(operationId: string, status: number, contentType: string, body: unknown): void {
  const op = operation(operationId);
  const responses = (loadSpec().paths[op.path]?.[op.method.toLowerCase()] as { responses: Record<string, Response> }).responses;
  let declared = responses[String(status)];
  let pointer = ['paths', op.path, op.method.toLowerCase(), 'responses', String(status)];
  if (declared?.$ref) {
    // A shared response (components/responses/...): validate at its own location.
    pointer = declared.$ref.replace(/^#\//, '').split('/');
    declared = (loadSpec().components.responses as Record<string, Response>)[pointer[2]!];
  }
  if (!declared) throw new Error(`${operationId}: HTTP ${status} is not a documented response`);
  const media = contentType.split(';')[0]!.trim();
  // A redirect documents no content and carries none.
  if (!declared.content && media === '' && (body === undefined || body === '')) return;
  if (!declared.content?.[media]) throw new Error(`${operationId}: HTTP ${status} ${media} is not a documented media type`);
  if (media !== 'application/json') return;
  const validate = validatorAt([...pointer, 'content', media, 'schema']);
  if (!validate(body)) {
    throw new Error(`${operationId}: response does not match the spec: ${JSON.stringify(validate.errors?.slice(0, 5))}\n${JSON.stringify(body).slice(0, 500)}`);
  }
}
