// Handlers of the `notice` tag, keyed by operationId (thin: one call into a service).
import type { HandlerMap } from './types';

export const noticeHandlers = {} satisfies HandlerMap;
