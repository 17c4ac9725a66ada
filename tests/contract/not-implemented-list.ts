// Operations that still answer 5001 (not implemented). Remove an id when its handler lands.
export const NOT_IMPLEMENTED: readonly string[] = [];
