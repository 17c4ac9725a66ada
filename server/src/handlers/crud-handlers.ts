// The four handlers of one staff content resource (list, create, update, delete) from its generic
// CRUD (services/admin-content/crud.ts) and its operationIds: adminContent.ts lists the resources
// in one table instead of writing the same four handlers for each.
import type { Db } from '../db/index';
import { ok, type Lang, type OperationId } from '../envelope';
import type { BodyOf, HandlerMap, OpHandler } from './types';

/** The generic CRUD of one resource, its forms typed from the operations that send them. */
export interface CrudOf<Create extends OperationId, Update extends OperationId> {
  list(db: Db, lang: Lang, query: { page?: number; pageSize?: number }): Promise<{ total: number; items: unknown[] }>;
  create(db: Db, lang: Lang, form: BodyOf<Create>): Promise<{ id: number }>;
  update(db: Db, lang: Lang, id: number, form: BodyOf<Update>): Promise<object>;
  remove(db: Db, lang: Lang, id: number): Promise<object>;
}

export interface CrudOperations<L extends OperationId, C extends OperationId, U extends OperationId, D extends OperationId> {
  list: L;
  /** The retdata key the list's items go under (`banners`, `faqs`, …). */
  key: string;
  create: C;
  update: U;
  remove: D;
}

type IdParams = { params: { id: number } };

export function crudHandlers<L extends OperationId, C extends OperationId, U extends OperationId, D extends OperationId>(
  crud: CrudOf<C, U>,
  ops: CrudOperations<L, C, U, D>,
): Pick<HandlerMap, L | C | U | D> {
  // The answers' shapes come from the resource's item(); the contract tests check them against the spec.
  const list: OpHandler<OperationId> = async (request, _reply, { db, lang }) => {
    const { total, items } = await crud.list(db, lang, request.query as { page?: number; pageSize?: number });
    return ok({ total, [ops.key]: items }, lang) as never;
  };
  const create: OpHandler<OperationId> = async (request, _reply, { db, lang }) => ok(await crud.create(db, lang, request.body as BodyOf<C>), lang) as never;
  const update: OpHandler<OperationId> = async (request, _reply, { db, lang }) =>
    ok(await crud.update(db, lang, (request as unknown as IdParams).params.id, request.body as BodyOf<U>), lang) as never;
  const remove: OpHandler<OperationId> = async (request, _reply, { db, lang }) => ok(await crud.remove(db, lang, (request as unknown as IdParams).params.id), lang) as never;
  return { [ops.list]: list, [ops.create]: create, [ops.update]: update, [ops.remove]: remove } as Pick<HandlerMap, L | C | U | D>;
}
