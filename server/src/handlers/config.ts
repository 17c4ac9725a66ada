// Handlers of the `config` tag, keyed by operationId (thin: one call into a service).
import type { HandlerMap } from './types';

export const configHandlers = {} satisfies HandlerMap;
