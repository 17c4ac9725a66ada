// The site's data layer: TanStack Query through openapi-react-query, typed from the contract.
// openapi-react-query asks a fetch client for `{ data, error }`; this one answers through the site's
// `call()`, so the envelope rules stay in one place (4006 to sign-in, 4003 to no-permission, the
// CSRF retry) and a query's data is the retdata, its error an ApiFailure.
import createQueryClient from 'openapi-react-query';
import type { Client } from 'openapi-fetch';
import { call } from '../api';
import { api } from '../apiClient';
import type { DataPaths } from './paths';

type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE';

function throughCall(verb: Verb) {
  return async (path: string, init: unknown) => {
    let response = new Response(null, { status: 200 });
    const send = api[verb] as (p: string, i: unknown) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
    const result = await call(async () => {
      const outcome = await send(path, init);
      response = outcome.response;
      return outcome;
    });
    return result.ok ? { data: result.data, response } : { error: result, response };
  };
}

const dataClient = {
  GET: throughCall('GET'),
  POST: throughCall('POST'),
  PUT: throughCall('PUT'),
  DELETE: throughCall('DELETE'),
} as unknown as Client<DataPaths>;

/** Queries typed from the contract: `$api.useQuery('get', '/v2/api/banner')` gives the retdata. */
export const $api = createQueryClient(dataClient);
