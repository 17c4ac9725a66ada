import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { shareCompiledValidators } from './compiled-validators';

/** An app whose one route takes an integer `n` in its query, with the given coercion. */
async function appWith(coerceTypes: boolean | 'array') {
  const app = Fastify({ ajv: { customOptions: { coerceTypes }, onCreate: shareCompiledValidators } });
  app.get('/n', { schema: { querystring: { type: 'object', properties: { n: { type: 'integer', maximum: 9 } }, required: ['n'] } } }, async (request) => request.query);
  await app.ready();
  return app;
}

describe('validators shared by the apps of a process', () => {
  it('keeps apps with different Ajv options apart: the same schema coerces in one and not in the other', async () => {
    const coercing = await appWith('array');
    const strict = await appWith(false);
    const again = await appWith('array');
    try {
      expect((await coercing.inject('/n?n=3')).json()).toEqual({ n: 3 });
      expect((await strict.inject('/n?n=3')).statusCode).toBe(400);
      expect((await again.inject('/n?n=3')).json()).toEqual({ n: 3 });
      // A shared validator still reports each call's own failure.
      expect((await again.inject('/n?n=12')).json()).toMatchObject({ message: 'querystring/n must be <= 9' });
      expect((await coercing.inject('/n')).json()).toMatchObject({ message: "querystring must have required property 'n'" });
    } finally {
      await Promise.all([coercing.close(), strict.close(), again.close()]);
    }
  });
});
