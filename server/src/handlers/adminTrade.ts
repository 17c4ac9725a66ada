// Handlers of the `adminTrade` tag, keyed by operationId (thin: one call into a service).
import type { HandlerMap } from './types';

export const adminTradeHandlers = {} satisfies HandlerMap;
