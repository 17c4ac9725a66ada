// The pieces of the import-cycle check (scripts/import-cycles.mjs), kept apart so that a test can feed
// them a graph or a source text without touching the disk.
//
// What counts as an edge: a static, relative `import … from './x'`, `import './x'` or `export … from './x'`.
// Ignored on purpose:
// - `import type` / `export type`: erased at compile time, so they cannot make modules load in a circle;
//   (`import { type A } from` is kept: with verbatimModuleSyntax it stays as `import {} from`, a real load);
// - `import('./x')`: a lazy load runs after every module has finished loading;
// - package imports and anything that does not resolve to a .ts/.tsx file in the scanned folders.
import fs from 'node:fs';
import path from 'node:path';

const FROM = /^[ \t]*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"](\.{1,2}\/[^'"]*|\.{1,2})['"]/gm;
const BARE = /^[ \t]*import\s*['"](\.{1,2}\/[^'"]*)['"]/gm;

/** Relative specifiers a source text loads at run time (type-only imports and exports left out). */
export function runtimeImports(source) {
  const out = [];
  for (const m of source.matchAll(FROM)) if (!m[2]) out.push(m[4]);
  for (const m of source.matchAll(BARE)) out.push(m[1]);
  return out;
}

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The .ts/.tsx file a relative specifier written in `fromFile` names, or null (packages, assets, …). */
export function resolveImport(fromFile, spec, exists = (p) => fs.existsSync(p) && fs.statSync(p).isFile()) {
  const base = path.resolve(path.dirname(fromFile), spec);
  const stems = [base, base.replace(/\.(m?js|jsx)$/, '')];
  for (const stem of stems) {
    for (const suffix of CANDIDATES) {
      const candidate = stem + suffix;
      if (/\.tsx?$/.test(candidate) && exists(candidate)) return candidate;
    }
  }
  return null;
}

/**
 * Every import cycle in a graph (node → the nodes it imports), one per strongly connected component
 * (Tarjan), each written as a path that starts and ends at the same node. A file importing itself is a
 * cycle too. Sorted so that the output is stable.
 * @param {Map<string, string[]>} graph
 * @returns {string[][]}
 */
export function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let next = 0;
  const edges = (n) => (graph.get(n) ?? []).filter((m) => graph.has(m));

  // Iterative Tarjan: the real graph is a few hundred files deep at most, but recursion limits are not worth testing.
  for (const root of [...graph.keys()].sort()) {
    if (index.has(root)) continue;
    const work = [{ node: root, i: 0 }];
    index.set(root, next);
    low.set(root, next);
    next++;
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const out = edges(frame.node);
      if (frame.i < out.length) {
        const m = out[frame.i++];
        if (!index.has(m)) {
          index.set(m, next);
          low.set(m, next);
          next++;
          stack.push(m);
          onStack.add(m);
          work.push({ node: m, i: 0 });
        } else if (onStack.has(m)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(m)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let m;
        do {
          m = stack.pop();
          onStack.delete(m);
          component.push(m);
        } while (m !== frame.node);
        components.push(component);
      }
    }
  }

  const cycles = [];
  for (const component of components) {
    const members = new Set(component);
    const start = [...component].sort()[0];
    if (component.length === 1 && !edges(start).includes(start)) continue;
    cycles.push(pathBack(start, members, edges));
  }
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest path from `start` back to itself inside one component (breadth first). */
function pathBack(start, members, edges) {
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const n = queue.shift();
    for (const m of edges(n)) {
      if (!members.has(m)) continue;
      if (m === start) {
        const trail = [];
        for (let at = n; at !== start; at = cameFrom.get(at)) trail.unshift(at);
        return [start, ...trail, start];
      }
      if (!cameFrom.has(m)) {
        cameFrom.set(m, n);
        queue.push(m);
      }
    }
  }
  return [start, start]; // unreachable for a real component
}
