// The contract's files sit where a reader looks for them: an operation in openapi/paths/<tag>/ (its
// tag), a schema in openapi/components/schemas/<tag>/ when the operations of one tag alone reach
// it (through any chain of $refs), else in common/ (or enums/ for an enum) beside the tag folders; a
// tag folder may group its schemas by resource one level down, and no folder holds more than 25.
// File names are the bundle's component names, so a move between folders changes nothing generated.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';

const contract = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi');
const schemas = path.join(contract, 'components/schemas');

function yamlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? yamlFiles(path.join(dir, e.name)) : e.name.endsWith('.yaml') ? [path.join(dir, e.name)] : []));
}

/** The files a file's $refs name (every $ref of the contract is a relative file address). */
function refsOf(file: string): string[] {
  return [...fs.readFileSync(file, 'utf8').matchAll(/\$ref: (\S+\.yaml)$/gm)].map(([, ref]) => path.resolve(path.dirname(file), ref!));
}

/** The tags of a path item's (or webhook's) operations. */
function tagsOf(file: string): string[] {
  const item = YAML.parse(fs.readFileSync(file, 'utf8')) as Record<string, { tags?: string[] }>;
  return [...new Set(Object.values(item).flatMap((op) => op.tags ?? []))];
}

const operationFiles = [...yamlFiles(path.join(contract, 'paths')), ...yamlFiles(path.join(contract, 'webhooks'))];
const schemaFiles = yamlFiles(schemas);

describe('the contract folders', () => {
  it('keep each path in the folder of its tag', () => {
    const misplaced = operationFiles
      .filter((f) => f.startsWith(path.join(contract, 'paths')))
      .filter((f) => tagsOf(f).join() !== path.basename(path.dirname(f)))
      .map((f) => `${path.relative(contract, f)}: ${tagsOf(f).join()}`);
    expect(misplaced).toEqual([]);
  });

  it('keep each schema in the folder of the one tag that reaches it, else in common/ or enums/', () => {
    const reachedBy = new Map<string, Set<string>>(schemaFiles.map((f) => [f, new Set()]));
    for (const file of operationFiles) {
      const [tag] = tagsOf(file);
      const seen = new Set<string>();
      for (const todo = [file]; todo.length;) {
        const next = todo.pop()!;
        if (seen.has(next)) continue;
        seen.add(next);
        reachedBy.get(next)?.add(tag!);
        todo.push(...refsOf(next));
      }
    }
    const misplaced = schemaFiles.flatMap((f) => {
      const tags = [...reachedBy.get(f)!];
      const isEnum = Array.isArray((YAML.parse(fs.readFileSync(f, 'utf8')) as { enum?: unknown }).enum);
      const folder = tags.length === 1 ? tags[0] : isEnum ? 'enums' : 'common';
      return path.relative(schemas, f).split(path.sep)[0] === folder ? [] : [`${path.relative(schemas, f)} belongs in ${folder}/ (reached by ${tags.join(', ') || 'nothing'})`];
    });
    expect(schemaFiles.length).toBeGreaterThan(300);
    expect(misplaced).toEqual([]);
  });

  it('keep at most 25 files in any folder, so a reader can take one in at a glance', () => {
    const counts = new Map<string, number>();
    for (const f of [...operationFiles, ...schemaFiles]) counts.set(path.dirname(f), (counts.get(path.dirname(f)) ?? 0) + 1);
    const crowded = [...counts].filter(([, n]) => n > 25).map(([dir, n]) => `${path.relative(contract, dir)}: ${n}`);
    expect(crowded).toEqual([]);
  });

  it('never gives two schemas the same file name (it is the component name in the bundle)', () => {
    const names = schemaFiles.map((f) => path.basename(f));
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});
