import { getSchema } from '@tiptap/core';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { chartData, compareCells } from './tableTools';

const schema = getSchema([StarterKit, TableKit]);
const cell = (header: boolean, text: string, attrs: Record<string, unknown> = {}) =>
  schema.nodes[header ? 'tableHeader' : 'tableCell']!.create(attrs, schema.nodes.paragraph!.create(null, text ? schema.text(text) : null));
/** Rows of cells: '#x' is a header cell holding x. */
const table = (...rows: string[][]) =>
  schema.nodes.table!.create(
    null,
    rows.map((r) =>
      schema.nodes.tableRow!.create(
        null,
        r.map((c) => (c.startsWith('#') ? cell(true, c.slice(1)) : cell(false, c))),
      ),
    ),
  );

describe('table charts and sorting', () => {
  it('charts a numeric table with a header row and column', () => {
    expect(chartData(table(['#', '#2025', '#2026'], ['#web', '3', '1,200'], ['#app', '-1.5', '0']))).toEqual({
      categories: ['web', 'app'],
      series: [
        { name: '2025', values: [3, -1.5] },
        { name: '2026', values: [1200, 0] },
      ],
    });
  });

  it('charts with a header row alone or a header column alone', () => {
    expect(chartData(table(['#a', '#b'], ['1', '2']))).toEqual({
      categories: ['1'],
      series: [
        { name: 'a', values: [1] },
        { name: 'b', values: [2] },
      ],
    });
    expect(chartData(table(['#x', '1'], ['#y', '2']))).toEqual({ categories: ['x', 'y'], series: [{ name: '1', values: [1, 2] }] });
  });

  it('refuses a table that is too small, has no header, holds text or merged cells', () => {
    expect(chartData(table(['#a', '#b']))).toBeNull();
    expect(chartData(table(['#a'], ['1']))).toBeNull();
    expect(chartData(table(['1', '2'], ['3', '4']))).toBeNull();
    expect(chartData(table(['#a', '#b'], ['1', 'x']))).toBeNull();
    expect(chartData(table(['#a', '#b'], ['1', '']))).toBeNull();
    const merged = schema.nodes.table!.create(null, [
      schema.nodes.tableRow!.create(null, [cell(true, 'a'), cell(true, 'b')]),
      schema.nodes.tableRow!.create(null, [cell(false, '1', { colspan: 2 })]),
    ]);
    expect(chartData(merged)).toBeNull();
  });

  it('orders numbers by value before text, and text by the Chinese collation', () => {
    expect(['10', 'b', '9', '100', 'a'].sort(compareCells)).toEqual(['9', '10', '100', 'a', 'b']);
  });
});
