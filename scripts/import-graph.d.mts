// Types for import-graph.mjs (a plain script module, so that `node scripts/import-cycles.mjs` runs without a build).
export function runtimeImports(source: string): string[];
export function resolveImport(fromFile: string, spec: string, exists?: (path: string) => boolean): string | null;
export function findCycles(graph: Map<string, string[]>): string[][];
