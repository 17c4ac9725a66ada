// The toolbar's second rows: the table actions while the selection is in a table (rows and columns
// only below 100 × 20), the link address form (allowed schemes only) and the new-table size form
// (5 × 5 by default, clamped to 100 × 20).
import { useState } from 'react';
import { Button, HStack, Input, Text } from '@chakra-ui/react';
import type { Editor } from '@tiptap/core';
import { useTranslation } from 'react-i18next';
import { canAddColumn, canAddRow, clampTableSize, TABLE_DEFAULT_SIZE, TABLE_MAX_COLS, TABLE_MAX_ROWS } from './constants';

const ALLOWED_LINK = /^(?:(?:https?|ftp):\/\/|mailto:|tel:|[#/])/i;

export function TableActions({ editor, table }: { editor: Editor; table: { rows: number; cols: number } }) {
  const { t } = useTranslation('editor');
  const chain = () => editor.chain().focus();
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
  ] as const;
  return (
    <HStack gap="1" wrap="wrap" mt="1">
      {actions.map(([key, run, disabled]) => (
        <Button key={key} size="xs" variant="outline" disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={run}>
          {t(key)}
        </Button>
      ))}
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
