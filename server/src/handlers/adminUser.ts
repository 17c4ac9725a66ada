// Handlers of the `adminUser` tag, keyed by operationId (thin: one call into a service).
import type { HandlerMap } from './types';

export const adminUserHandlers = {} satisfies HandlerMap;
