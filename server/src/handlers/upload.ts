// Handlers of the `upload` tag, keyed by operationId (thin: one call into a service).
import type { HandlerMap } from './types';

export const uploadHandlers = {} satisfies HandlerMap;
