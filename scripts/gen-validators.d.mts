// Types for gen-validators.mjs (a plain script module, run by gen.mjs without a build).
export const FORM_BODIES: string[];
/** generated/validators/*: file path → text, for the bodies in FORM_BODIES (or `names`). */
export function validatorModules(spec: unknown, header: string, names?: string[]): Record<string, string>;
