// The form a change sends, typed from the contract by its operationId, so a feature's mutation hook
// names its input without restating the fields.
import type { operations } from '@generated/api';

export type FormBody<Op extends keyof operations> = operations[Op] extends {
  requestBody?: { content: { 'application/x-www-form-urlencoded': infer B } };
}
  ? B
  : never;
