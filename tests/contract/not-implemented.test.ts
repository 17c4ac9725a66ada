// Operations whose handler is not built yet answer retcode 5001 (documented in the spec's Retcode).
// This list can only shrink: building an operation means removing it here, and an operation added
// to the spec without a handler fails until it is either built or listed.
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { notImplemented, unimplementedOperationIds } from '../../server/src/handlers/index';
import { NOT_IMPLEMENTED } from './not-implemented-list';

describe('not-implemented operations', () => {
  it('are exactly the listed ones', () => {
    expect(unimplementedOperationIds()).toEqual([...NOT_IMPLEMENTED].sort());
  });

  it('every operation of the contract has its handler', () => {
    expect(NOT_IMPLEMENTED).toEqual([]);
  });

  it('an operation added to the spec without a handler would answer 5001 with a valid envelope', async () => {
    const answer = await notImplemented({ query: { language: 'en' } } as unknown as FastifyRequest);
    expect(answer).toEqual({ retcode: 5001, retmsg: expect.any(String), retdata: null });
  });
});
