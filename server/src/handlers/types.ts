// Typed handler maps: each handlers/<tag>.ts exports an object keyed by operationId whose functions
// receive the request typed from the spec, the reply and the request's context (handlers/context.ts,
// built once by handlers/index.ts), and return the envelope of that operation.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@generated/api';
import type { Envelope, OperationId, RetData } from '../envelope';
import type { RequestContext } from './context';

type Params<Op extends OperationId> = operations[Op]['parameters'];
export type BodyOf<Op extends OperationId> = operations[Op] extends { requestBody?: { content: infer C } }
  ? C extends { 'application/x-www-form-urlencoded': infer B }
    ? B
    : C extends { 'multipart/form-data': infer M }
      ? M
      : never
  : never;

export type OpRequest<Op extends OperationId> = FastifyRequest<{
  Querystring: Params<Op> extends { query?: infer Q } ? NonNullable<Q> : never;
  Params: Params<Op> extends { path?: infer P } ? NonNullable<P> : never;
  Body: BodyOf<Op>;
}>;

/** What a handler may answer: the success envelope of its operation, or a raw reply (images, files). */
export type OpResult<Op extends OperationId> = Envelope<RetData<Op>> | FastifyReply;

export type OpHandler<Op extends OperationId> = (request: OpRequest<Op>, reply: FastifyReply, context: RequestContext) => Promise<OpResult<Op>>;

export type HandlerMap = { [Op in OperationId]?: OpHandler<Op> };
