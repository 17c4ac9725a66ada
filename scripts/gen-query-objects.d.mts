// Types for gen-query-objects.mjs (a plain script module, run by gen.mjs without a build).
/** The bundled contract's text with every object query parameter spelled out, one parameter per property. */
export function spelledOutQueryObjects(text: string): string;
