// Handlers of the `bug` tag, keyed by operationId (thin: one call into a service).
import type { HandlerMap } from './types';

export const bugHandlers = {} satisfies HandlerMap;
