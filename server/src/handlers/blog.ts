// Handlers of the `blog` tag, keyed by operationId (thin: one call into a service).
import type { HandlerMap } from './types';

export const blogHandlers = {} satisfies HandlerMap;
