// Handlers of the `rank` tag, keyed by operationId (thin: one call into a service).
import type { HandlerMap } from './types';

export const rankHandlers = {} satisfies HandlerMap;
