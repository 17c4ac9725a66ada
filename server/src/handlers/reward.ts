// Handlers of the `reward` tag, keyed by operationId (thin: one call into a service).
import type { HandlerMap } from './types';

export const rewardHandlers = {} satisfies HandlerMap;
