// Handlers of the `adminBug` tag, keyed by operationId (thin: one call into a service).
import type { HandlerMap } from './types';

export const adminBugHandlers = {} satisfies HandlerMap;
