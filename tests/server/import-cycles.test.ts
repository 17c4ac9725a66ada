// The import-cycle check's pieces (scripts/import-graph.mjs) on tiny in-memory graphs and source texts.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, resolveImport, runtimeImports } from '../../scripts/import-graph.mjs';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('findCycles', () => {
  it('finds nothing in a graph without cycles (a diamond is not a cycle)', () => {
    expect(findCycles(graph({ a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }))).toEqual([]);
  });

  it('finds a two-file cycle and writes it as a closed path', () => {
    expect(findCycles(graph({ a: ['b'], b: ['a'], c: ['a'] }))).toEqual([['a', 'b', 'a']]);
  });

  it('finds a file that imports itself', () => {
    expect(findCycles(graph({ a: ['a'], b: [] }))).toEqual([['a', 'a']]);
  });

  it('reports one cycle per tangle, each a real path through it', () => {
    const g = graph({ a: ['b'], b: ['c'], c: ['a', 'd'], d: ['e'], e: ['d'], f: [] });
    const cycles = findCycles(g);
    expect(cycles).toEqual([
      ['a', 'b', 'c', 'a'],
      ['d', 'e', 'd'],
    ]);
    for (const cycle of cycles) {
      for (let i = 0; i + 1 < cycle.length; i++) expect(g.get(cycle[i]!)).toContain(cycle[i + 1]);
    }
  });

  it('ignores edges to nodes outside the graph (packages, generated files)', () => {
    expect(findCycles(graph({ a: ['outside'], b: ['a'] }))).toEqual([]);
  });
});

describe('runtimeImports', () => {
  it('keeps value imports, re-exports and bare imports; drops type-only ones and packages', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import {\n  c,\n  type C,\n} from '../c';",
      "export { d } from './d';",
      "export type { E } from './e';",
      "export * from './f';",
      "import './g.css';",
      "import React from 'react';",
      "const lazy = () => import('./h');",
    ].join('\n');
    expect(runtimeImports(source)).toEqual(['./a', '../c', './d', './f', './g.css']);
  });
});

describe('resolveImport', () => {
  const files = new Set(['/r/x/a.ts', '/r/x/b.tsx', '/r/x/dir/index.ts']);
  const exists = (p: string) => files.has(p);
  it('tries .ts, .tsx and index files, and gives up on the rest', () => {
    const from = path.resolve('/r/x/main.ts');
    expect(resolveImport(from, './a', exists)).toBe('/r/x/a.ts');
    expect(resolveImport(from, './b', exists)).toBe('/r/x/b.tsx');
    expect(resolveImport(from, './dir', exists)).toBe('/r/x/dir/index.ts');
    expect(resolveImport(from, './g.css', exists)).toBeNull();
  });
});
