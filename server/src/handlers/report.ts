// Handlers of the `report` tag, keyed by operationId (thin: one call into a service).
import type { HandlerMap } from './types';

export const reportHandlers = {} satisfies HandlerMap;
