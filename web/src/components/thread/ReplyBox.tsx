// The box a reply is written in, under every thread: the text, the count as the server counts it
// (or why the text cannot be sent), and the send button, which checks the draft before handing
// the text on. Slots take what one thread adds: saved replies above the box, their filled preview
// below it, the internal-note switch beside the count.
import type { ReactNode, Ref } from 'react';
import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ReplyDraft } from './useReplyDraft';

export interface ReplyBoxProps {
  draft: ReplyDraft;
  label: string;
  /** The label is for screen readers only (the thread around the box says what it is for). */
  labelHidden?: boolean;
  required?: boolean;
  placeholder?: string;
  rows?: number;
  /** Under the box: what becomes of the reply (sent under the team's name). */
  hint?: string;
  /** The count shown while the text can be sent: "12/500". */
  count: string;
  sendLabel: string;
  /** Called with the trimmed text once the draft can be sent. */
  onSend: (content: string) => void;
  colorPalette?: 'blue' | 'yellow';
  /** An internal note: the box stands out as the note will. */
  note?: boolean;
  above?: ReactNode;
  below?: ReactNode;
  beside?: ReactNode;
  /** The text box, for a screen that focuses it (the console's r and n keys). */
  textareaRef?: Ref<HTMLTextAreaElement>;
}

export function ReplyBox({
  draft,
  label,
  labelHidden = false,
  required,
  placeholder,
  rows = 3,
  hint,
  count,
  sendLabel,
  onSend,
  colorPalette = 'blue',
  note = false,
  above,
  below,
  beside,
  textareaRef,
}: ReplyBoxProps) {
  const over = draft.length > draft.max;
  const send = () => {
    const content = draft.take();
    if (content !== null) onSend(content);
  };
  const status = (
    <Text fontSize="sm" color={draft.problem || over ? 'red.600' : 'fg.muted'} aria-live="polite">
      {draft.problem ?? count}
    </Text>
  );
  const button = (
    <Button size="sm" colorPalette={colorPalette} onClick={send}>
      {sendLabel}
    </Button>
  );
  return (
    <Stack gap="2" bg={note ? 'yellow.50' : undefined} borderRadius="md" p={note ? '2' : '0'}>
      {above}
      <Field.Root invalid={draft.problem !== null || over} required={required}>
        <Field.Label srOnly={labelHidden}>{label}</Field.Label>
        <Textarea ref={textareaRef} rows={rows} placeholder={placeholder} value={draft.text} onChange={(e) => draft.setText(e.currentTarget.value)} />
        {hint && <Field.HelperText>{hint}</Field.HelperText>}
      </Field.Root>
      {below}
      {beside ? (
        <HStack justify="space-between" wrap="wrap" gap="2">
          {beside}
          <HStack gap="3">
            {status}
            {button}
          </HStack>
        </HStack>
      ) : (
        <HStack justify="space-between" gap="3">
          {status}
          {button}
        </HStack>
      )}
    </Stack>
  );
}
