// Handlers of the `message` tag, keyed by operationId (thin: one call into a service).
import type { HandlerMap } from './types';

export const messageHandlers = {} satisfies HandlerMap;
