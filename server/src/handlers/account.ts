// Handlers of the `account` tag, keyed by operationId (thin: one call into a service).
import type { HandlerMap } from './types';

export const accountHandlers = {} satisfies HandlerMap;
