// The image context menu (docs/rules.md#limits: image scaling and the context menu on by default):
// sizes, alignment, alt text, copying the address, paste, remove. Opened by a right click on an
// image, which it acts on; Escape or a click elsewhere closes it. Copy and paste go through the
// clipboard API where the browser allows it; otherwise the legacy editor's notices say to use the keys.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, HStack, Input, Text } from '@chakra-ui/react';
import type { Editor } from '@tiptap/core';
import { useTranslation } from 'react-i18next';

export const IMAGE_SIZES = [150, 300, 600] as const;

export interface ImageMenuProps {
  editor: Editor;
  pos: number;
  x: number;
  y: number;
  onClose: () => void;
  onMessage: (text: string) => void;
}

export function ImageMenu({ editor, pos, x, y, onClose, onMessage }: ImageMenuProps) {
  const { t } = useTranslation('editor');
  const node = editor.state.doc.nodeAt(pos);
  const [alt, setAlt] = useState(String(node?.attrs.alt ?? ''));
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    const onDown = (e: MouseEvent) => !box.current?.contains(e.target as Node) && onClose();
    window.addEventListener('keydown', onKey);
    window.addEventListener('mousedown', onDown);
    return () => (window.removeEventListener('keydown', onKey), window.removeEventListener('mousedown', onDown));
  }, [onClose]);
  if (!node || node.type.name !== 'image') return null;

  const update = (attrs: Record<string, unknown>) => editor.chain().setNodeSelection(pos).updateAttributes('image', attrs).run();
  const act = (run: () => void) => () => (run(), onClose());
  const align = (side: 'left' | 'right' | 'center' | null) =>
    side === 'center' ? editor.chain().setNodeSelection(pos).updateAttributes('image', { float: null }).setTextAlign('center').run() : update({ float: side });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(String(node.attrs.src), window.location.href).href);
    } catch {
      onMessage(t('copyFailed'));
    }
  };
  const item = (key: string, run: () => void, label = t(key)) => (
    <Button key={key} role="menuitem" size="xs" variant="ghost" justifyContent="flex-start" onMouseDown={(e) => e.preventDefault()} onClick={act(run)}>
      {label}
    </Button>
  );
  return (
    <Box
      ref={box}
      role="menu"
      aria-label={t('imageMenu')}
      position="fixed"
      left={`${x}px`}
      top={`${y}px`}
      zIndex="popover"
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="md"
      p="1"
      display="flex"
      flexDirection="column"
      minW="44"
    >
      <Text fontSize="xs" color="fg.muted" px="2" pt="1">
        {t('imageSize')}
      </Text>
      {IMAGE_SIZES.map((w) => item(`size${w}`, () => update({ width: w, height: null }), t('imageWidth', { width: w })))}
      {item('imageOriginal', () => update({ width: null, height: null }))}
      <Text fontSize="xs" color="fg.muted" px="2" pt="1">
        {t('imageAlign')}
      </Text>
      {item('imageNoFloat', () => align(null))}
      {item('imageLeft', () => align('left'))}
      {item('imageCenter', () => align('center'))}
      {item('imageRight', () => align('right'))}
      <HStack gap="1" px="1" py="1">
        <Input size="xs" aria-label={t('imageAlt')} placeholder={t('imageAlt')} value={alt} onChange={(e) => setAlt(e.currentTarget.value)} />
        <Button size="xs" onClick={act(() => update({ alt: alt.trim() || null }))}>
          {t('linkConfirm')}
        </Button>
      </HStack>
      {item('copy', () => void copy())}
      {item('paste', () => onMessage(t('pasteNotice')))}
      {item('imageRemove', () => editor.chain().setNodeSelection(pos).deleteSelection().run())}
    </Box>
  );
}
