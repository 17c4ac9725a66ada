// A group of query parameters the contract writes once, as an object schema (the triage queue's
// AdminBugQueueFilter), reaches every tool spelled out, one query parameter per property: the queue
// and its export take exactly the schema's fields, and the query strings stay `?status=20&urged=true`.
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { spelledOutQueryObjects } from '../../scripts/gen-query-objects.mjs';
import { loadSpec } from '../../server/src/contract';

type Json = Record<string, unknown>;
type Param = { name: string; in: string; description?: string; schema: Json };

const queryParams = (path: string): Param[] =>
  ((loadSpec().paths[path] as Json).get as { parameters: (Param | { $ref: string })[] }).parameters.filter((p): p is Param => 'name' in p && p.in === 'query');

describe('object query parameters', () => {
  it('give the queue and its export the filter schema’s fields, each with its own description and schema', () => {
    const filter = loadSpec().components.schemas.AdminBugQueueFilter as { properties: Record<string, Json> };
    const expected = Object.entries(filter.properties).map(([name, { description, ...schema }]) => ({ name, in: 'query', description, schema }));
    expect(expected).toHaveLength(16);
    expect(queryParams('/v2/admin/api/bug')).toEqual(expected);
    expect(queryParams('/v2/admin/api/bug-export')).toEqual(expected);
    expect(loadSpec().components.parameters).not.toHaveProperty('AdminBugQueueFilter');
  });

  it('spells out an object parameter in place and leaves everything else as written', () => {
    const text = [
      'openapi: 3.1.0',
      'paths:',
      '  /things:',
      '    get:',
      '      parameters:',
      "        - $ref: '#/components/parameters/Language'",
      "        - $ref: '#/components/parameters/Filter'",
      '        - name: page',
      '          in: query',
      '          schema:',
      '            type: integer',
      'components:',
      '  parameters:',
      '    Language:',
      '      name: language',
      '      in: query',
      '      schema:',
      '        type: string',
      '    Filter:',
      '      name: filter',
      '      in: query',
      '      style: form',
      '      explode: true',
      '      schema:',
      "        $ref: '#/components/schemas/ThingFilter'",
      '  schemas:',
      '    ThingFilter:',
      '      type: object',
      '      required:',
      '        - kind',
      '      properties:',
      '        kind:',
      '          type: string',
      '          description: Only things of this kind.',
      '          maxLength: 20',
      '        mine:',
      '          type: boolean',
      '',
    ].join('\n');
    const out = YAML.parse(spelledOutQueryObjects(text)) as { paths: { '/things': { get: { parameters: unknown[] } } }; components: Json };
    expect(out.paths['/things'].get.parameters).toEqual([
      { $ref: '#/components/parameters/Language' },
      { name: 'kind', in: 'query', required: true, description: 'Only things of this kind.', schema: { type: 'string', maxLength: 20 } },
      { name: 'mine', in: 'query', schema: { type: 'boolean' } },
      { name: 'page', in: 'query', schema: { type: 'integer' } },
    ]);
    expect(Object.keys(out.components.parameters as Json)).toEqual(['Language']);
    expect(out.components.schemas).toHaveProperty('ThingFilter');
    const plain = text.replace("        - $ref: '#/components/parameters/Filter'\n", '');
    expect(spelledOutQueryObjects(plain)).toBe(plain);
  });
});
