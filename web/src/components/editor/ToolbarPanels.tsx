// The toolbar's second rows: the table actions while the selection is in a table (rows and columns
// only below 100 × 20; header row and column; sorting by the selected column, not while cells are
// merged; alternating row colours; a chart of a numeric table), the link address form (allowed schemes only) and the new-table
// size form (5 × 5 by default, clamped to 100 × 20).
import { useState } from 'react';
import { Button, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import type { Editor } from '@tiptap/core';
import { useTranslation } from 'react-i18next';
import { canAddColumn, canAddRow, clampTableSize, TABLE_DEFAULT_SIZE, TABLE_MAX_COLS, TABLE_MAX_ROWS } from './constants';
import type { ChartType } from './table/tableChart';
import { chartData, hasMergedCells, sortTable, tableAtSelection } from './table/tableTools';

export interface ChartControls {
  type: ChartType;
  onType: (type: ChartType) => void;
  onMake: () => void;
}

const ALLOWED_LINK = /^(?:(?:https?|ftp):\/\/|mailto:|tel:|[#/])/i;

export function TableActions({ editor, table, chart }: { editor: Editor; table: { rows: number; cols: number }; chart: ChartControls }) {
  const { t } = useTranslation('editor');
  const chain = () => editor.chain().focus();
  const around = tableAtSelection(editor.state);
  const merged = !around || hasMergedCells(around.table);
  const chartable = Boolean(around && chartData(around.table));
  const interlaced = Boolean(around?.table.attrs.interlaced);
  const actions = [
    ['addRowBefore', () => chain().addRowBefore().run(), !canAddRow(table.rows)],
    ['addRowAfter', () => chain().addRowAfter().run(), !canAddRow(table.rows)],
    ['addColumnBefore', () => chain().addColumnBefore().run(), !canAddColumn(table.cols)],
    ['addColumnAfter', () => chain().addColumnAfter().run(), !canAddColumn(table.cols)],
    ['deleteRow', () => chain().deleteRow().run(), false],
    ['deleteColumn', () => chain().deleteColumn().run(), false],
    ['mergeCells', () => chain().mergeCells().run(), !editor.can().mergeCells()],
    ['splitCell', () => chain().splitCell().run(), !editor.can().splitCell()],
    ['deleteTable', () => chain().deleteTable().run(), false],
    ['toggleHeaderRow', () => chain().toggleHeaderRow().run(), false],
    ['toggleHeaderColumn', () => chain().toggleHeaderColumn().run(), false],
    ['sortAsc', () => sortTable(editor, 'asc'), merged],
    ['sortDesc', () => sortTable(editor, 'desc'), merged],
  ] as const;
  return (
    <HStack gap="1" wrap="wrap" mt="1">
      {actions.map(([key, run, disabled]) => (
        <Button key={key} size="xs" variant="outline" disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={run}>
          {t(key)}
        </Button>
      ))}
      <Button
        size="xs"
        variant={interlaced ? 'solid' : 'outline'}
        colorPalette={interlaced ? 'blue' : 'gray'}
        aria-pressed={interlaced}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => chain().toggleInterlace().run()}
      >
        {t('interlace')}
      </Button>
      <NativeSelect.Root size="xs" width="auto">
        <NativeSelect.Field aria-label={t('chartType')} value={chart.type} onChange={(e) => chart.onType(e.currentTarget.value === 'line' ? 'line' : 'bar')}>
          <option value="bar">{t('chartBar')}</option>
          <option value="line">{t('chartLine')}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="xs" variant="outline" disabled={!chartable} title={chartable ? undefined : t('chartInvalid')} onMouseDown={(e) => e.preventDefault()} onClick={chart.onMake}>
        {t('makeChart')}
      </Button>
      {around && merged && (
        <Text fontSize="xs" color="fg.muted">
          {t('sortMerged')}
        </Text>
      )}
    </HStack>
  );
}

export function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation('editor');
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [invalid, setInvalid] = useState(false);
  const confirm = () => {
    const value = href.trim();
    if (!ALLOWED_LINK.test(value)) return setInvalid(true);
    editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    onClose();
  };
  return (
    <HStack gap="2" mt="1.5" wrap="wrap">
      <Input
        size="xs"
        maxW="sm"
        aria-label={t('linkAddress')}
        placeholder="https://"
        value={href}
        onChange={(e) => (setHref(e.currentTarget.value), setInvalid(false))}
        onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), confirm())}
      />
      <Button size="xs" colorPalette="blue" onClick={confirm}>
        {t('linkConfirm')}
      </Button>
      <Button size="xs" variant="ghost" onClick={onClose}>
        {t('linkCancel')}
      </Button>
      {invalid && (
        <Text fontSize="xs" color="red.600" role="alert">
          {t('linkInvalid')}
        </Text>
      )}
    </HStack>
  );
}

export function TableSizeForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation('editor');
  const [rows, setRows] = useState(String(TABLE_DEFAULT_SIZE));
  const [cols, setCols] = useState(String(TABLE_DEFAULT_SIZE));
  const insert = () => {
    editor
      .chain()
      .focus()
      .insertTable({ ...clampTableSize(Number(rows), Number(cols)), withHeaderRow: false })
      .run();
    onClose();
  };
  return (
    <HStack gap="2" mt="1.5" wrap="wrap">
      <Input size="xs" w="20" type="number" min={1} max={TABLE_MAX_ROWS} aria-label={t('tableRows')} title={t('tableRows')} value={rows} onChange={(e) => setRows(e.currentTarget.value)} />
      <Text fontSize="xs" aria-hidden="true">
        ×
      </Text>
      <Input size="xs" w="20" type="number" min={1} max={TABLE_MAX_COLS} aria-label={t('tableCols')} title={t('tableCols')} value={cols} onChange={(e) => setCols(e.currentTarget.value)} />
      <Button size="xs" colorPalette="blue" onClick={insert}>
        {t('tableInsert')}
      </Button>
      <Text fontSize="xs" color="fg.muted">
        {t('tableLimit', { rows: TABLE_MAX_ROWS, cols: TABLE_MAX_COLS })}
      </Text>
    </HStack>
  );
}
