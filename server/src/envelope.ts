// The response envelope {retcode, retmsg, retdata} and the typed error that handlers throw.
import { Retcode, RetcodeLabels } from '@generated/enums';
import type { operations } from '@generated/api';

export { Retcode };
export type Lang = 'zh' | 'en';
export type OperationId = keyof operations;

type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type OkOf<J> = J extends { retcode: 0; retdata: infer D } ? D : never;
/** The retdata of a successful answer of an operation, as the spec describes it. */
export type RetData<Op extends OperationId> = OkOf<JsonOf<operations[Op]['responses'][200]>>;

export interface Envelope<D = unknown> {
  retcode: number;
  retmsg: string;
  retdata: D;
}

export function ok<D>(retdata: D, lang: Lang = 'zh'): Envelope<D> {
  return { retcode: Retcode.Ok, retmsg: RetcodeLabels[lang]['0'], retdata };
}

export function retcodeText(code: number, lang: Lang): string {
  const labels: Record<string, string> = RetcodeLabels[lang];
  return labels[String(code)] ?? labels['5000'] ?? 'error';
}

/** A business error: answered as HTTP 200 (400 for CSRF) with a non-zero retcode. */
export class ApiError extends Error {
  constructor(
    readonly retcode: number,
    message?: string,
    readonly httpStatus = 200,
  ) {
    super(message ?? '');
    this.name = 'ApiError';
  }
}

export function fail(retcode: number, message: string, lang: Lang): Envelope<null> {
  return { retcode, retmsg: message || retcodeText(retcode, lang), retdata: null };
}
