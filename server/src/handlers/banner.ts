// Handlers of the `banner` tag, keyed by operationId (thin: one call into a service).
import type { HandlerMap } from './types';

export const bannerHandlers = {} satisfies HandlerMap;
