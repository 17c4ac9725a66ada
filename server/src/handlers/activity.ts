// Handlers of the `activity` tag, keyed by operationId (thin: one call into a service).
import type { HandlerMap } from './types';

export const activityHandlers = {} satisfies HandlerMap;
