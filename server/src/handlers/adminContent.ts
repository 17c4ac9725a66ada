// Handlers of the `adminContent` tag, keyed by operationId (thin: one call into a service).
import type { HandlerMap } from './types';

export const adminContentHandlers = {} satisfies HandlerMap;
