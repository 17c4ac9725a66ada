// The contract's paths as the data layer sees them: each operation's 200 answer is its retdata
// (the envelope is taken off by the client in ./client.ts) and every failure is an ApiFailure.
// openapi-react-query reads these types, so a query's `data` is typed from the contract without
// a cast in any page.
import type { paths } from '@generated/api';
import type { ApiFailure, OkData } from '../api/result';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

type JsonOf<R> = R extends { 200: { content: { 'application/json': infer B } } } ? B : never;

type DataOperation<Op> = Op extends { responses: infer R }
  ? Omit<Op, 'responses'> & {
      responses: {
        200: { headers: Record<string, unknown>; content: { 'application/json': OkData<JsonOf<R>> } };
        default: { headers: Record<string, unknown>; content: { 'application/json': ApiFailure } };
      };
    }
  : Op;

export type DataPaths = {
  [P in keyof paths]: { [M in keyof paths[P]]: M extends Method ? DataOperation<paths[P][M]> : paths[P][M] };
};

/** A path the site reads with GET: what a query key starts with, and what a mutation invalidates. */
export type ReadPath = { [P in keyof paths]: paths[P] extends { get: { responses: unknown } } ? P : never }[keyof paths];
