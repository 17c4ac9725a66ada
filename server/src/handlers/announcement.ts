// Handlers of the `announcement` tag, keyed by operationId (thin: one call into a service).
import type { HandlerMap } from './types';

export const announcementHandlers = {} satisfies HandlerMap;
