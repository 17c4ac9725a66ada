import { createRequire } from 'node:module';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { loadSpec, specForGlue } from '../../contract';
import { shareMetaSchemaValidators } from './glue-meta-schema';

const require = createRequire(import.meta.url);

describe('the OpenAPI meta-schema compiled once per process', () => {
  it('is the copy of the library the glue uses', () => {
    const fromGlue = createRequire(require.resolve('fastify-openapi-glue')).resolve('@seriousme/openapi-schema-validator');
    expect(fromGlue).toBe(require.resolve('@seriousme/openapi-schema-validator'));
  });

  it('is shared by every new Validator, which still checks the contract and still refuses a broken one', async () => {
    shareMetaSchemaValidators();
    shareMetaSchemaValidators();
    const metaOf = (v: Validator) => (v as unknown as { getAjvValidator: (version: string) => unknown }).getAjvValidator('3.1');
    expect(metaOf(new Validator())).toBe(metaOf(new Validator()));

    const spec = specForGlue(loadSpec(), 'multipart');
    expect((await new Validator().validate(structuredClone(spec))).valid).toBe(true);
    const broken = structuredClone(spec) as { paths: Record<string, unknown> };
    broken.paths['/broken'] = { get: { responses: 'none' } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });
});

describe('the contract copy the glue is given', () => {
  it('is made once per part, and registering the glue leaves it as it was, so every app of a process can share it', async () => {
    const copy = specForGlue(loadSpec(), 'other');
    expect(specForGlue(loadSpec(), 'other')).toBe(copy);
    expect(specForGlue(loadSpec(), 'multipart')).not.toBe(copy);
    const before = JSON.stringify(copy);
    const { default: Fastify } = await import('fastify');
    const { default: openapiGlue } = await import('fastify-openapi-glue');
    const app = Fastify({ ajv: { customOptions: { strict: false } } });
    // Every operation answered by one handler: only the glue's treatment of the copy matters here.
    const handler = async () => ({});
    const serviceHandlers = new Proxy({}, { get: () => handler, has: () => true });
    await app.register(openapiGlue, { specification: copy, serviceHandlers, securityHandlers: new Proxy({}, { get: () => handler, has: () => true }) });
    await app.ready();
    await app.close();
    expect(JSON.stringify(copy)).toBe(before);
  });
});
