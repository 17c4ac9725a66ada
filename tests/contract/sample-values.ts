// Builds valid sample values for parameters and form fields from their schemas (example, default,
// enum, minimum, pattern hints), so tests can call every operation generically.
import { loadSpec } from '../../server/src/contract';

type Schema = Record<string, unknown>;

export function resolve(schema: Schema | undefined): Schema {
  let s = schema ?? {};
  for (let i = 0; i < 10 && typeof s.$ref === 'string'; i++) {
    const parts = (s.$ref as string).replace(/^#\//, '').split('/');
    let node: unknown = loadSpec();
    for (const p of parts) node = (node as Record<string, unknown>)[p.replace(/~1/g, '/').replace(/~0/g, '~')];
    s = node as Schema;
  }
  return s;
}

export function sampleValue(raw: Schema | undefined): string | number | boolean {
  const s = resolve(raw);
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0] as string | number;
  if (s.default !== undefined) return s.default as string | number | boolean;
  if (Array.isArray(s.enum)) return s.enum[0] as string | number;
  if (s.type === 'integer' || s.type === 'number') return typeof s.minimum === 'number' ? Math.max(s.minimum, 1) : 1;
  if (s.type === 'boolean') return true;
  if (s.format === 'email') return 'ada@example.org';
  if (typeof s.pattern === 'string') {
    if (s.pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return '2026-11-01';
    if (s.pattern.includes('[0-9]{6}')) return '123456';
  }
  const min = typeof s.minLength === 'number' ? s.minLength : 1;
  return 'a'.repeat(Math.max(min, 4)).slice(0, typeof s.maxLength === 'number' ? s.maxLength : 64);
}

export interface ParamSpec {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}

export function parametersOf(pathKey: string, method: string): ParamSpec[] {
  const item = loadSpec().paths[pathKey]!;
  const op = item[method] as { parameters?: Schema[] };
  return [...((item.parameters as unknown as Schema[] | undefined) ?? []), ...(op.parameters ?? [])].map((p) => resolve(p) as unknown as ParamSpec);
}
