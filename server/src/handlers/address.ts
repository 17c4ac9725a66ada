// Handlers of the `address` tag, keyed by operationId (thin: one call into a service).
import type { HandlerMap } from './types';

export const addressHandlers = {} satisfies HandlerMap;
