// Handlers of the `team` tag, keyed by operationId (thin: one call into a service).
import type { HandlerMap } from './types';

export const teamHandlers = {} satisfies HandlerMap;
