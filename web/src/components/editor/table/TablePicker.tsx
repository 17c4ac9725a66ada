// The table grid picker (docs/rules.md#limits: 10 × 10, growing up to 20 × 20): pointing at a cell
// highlights the table it would insert, and pointing at the last row or column adds one more.
// Each cell is a button (keyboard and screen readers reach every size); the numeric form beside it
// inserts anything up to the table limits.
import { useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import type { Editor } from '@tiptap/core';
import { useTranslation } from 'react-i18next';
import { PICKER_DEFAULT_SIZE, PICKER_MAX_SIZE } from '../constants';

const CELL_PX = 14;

export function TablePicker({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation('editor');
  const [size, setSize] = useState({ rows: PICKER_DEFAULT_SIZE, cols: PICKER_DEFAULT_SIZE });
  const [hover, setHover] = useState({ rows: 0, cols: 0 });
  const point = (rows: number, cols: number) => {
    setHover({ rows, cols });
    setSize((s) => ({ rows: Math.min(PICKER_MAX_SIZE, Math.max(s.rows, rows + 1)), cols: Math.min(PICKER_MAX_SIZE, Math.max(s.cols, cols + 1)) }));
  };
  const insert = (rows: number, cols: number) => {
    editor.chain().focus().insertTable({ rows, cols, withHeaderRow: false }).run();
    onClose();
  };
  return (
    <Box mt="1.5">
      <Box
        role="group"
        aria-label={t('tablePicker')}
        display="grid"
        gridTemplateColumns={`repeat(${size.cols}, ${CELL_PX}px)`}
        gap="2px"
        width="max-content"
        onMouseLeave={() => setHover({ rows: 0, cols: 0 })}
        data-testid="table-picker"
        css={{
          '& button': { width: `${CELL_PX}px`, height: `${CELL_PX}px`, border: '1px solid #9ca3af', background: 'white', padding: 0 },
          '& button[data-on]': { background: '#bfdbfe', borderColor: '#2563eb' },
        }}
      >
        {Array.from({ length: size.rows }, (_, r) =>
          Array.from({ length: size.cols }, (_, c) => (
            <button
              key={`${r}-${c}`}
              type="button"
              aria-label={t('tablePickerCell', { rows: r + 1, cols: c + 1 })}
              data-on={r < hover.rows && c < hover.cols ? '' : undefined}
              onMouseEnter={() => point(r + 1, c + 1)}
              onFocus={() => point(r + 1, c + 1)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => insert(r + 1, c + 1)}
            />
          )),
        )}
      </Box>
      <Text fontSize="xs" color="fg.muted" mt="1" aria-live="polite">
        {hover.rows ? t('tablePickerSize', { rows: hover.rows, cols: hover.cols }) : t('tablePickerHint')}
      </Text>
    </Box>
  );
}
