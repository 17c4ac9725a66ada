// A thread's messages, oldest first, as every thread of the site and the console shows them (a
// report's thread, a message-board post's): who wrote each (a staff member under a staff badge),
// when, and the text as written (plain text, line breaks kept). An internal note, which only staff
// read, stands out: amber, a dashed rule and its own label. The list says whose is whose; what to
// show is the caller's (its texts, whether portraits show).
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Picture } from '../Picture';

export interface ThreadEntry {
  id: number;
  author: { nickname: string; isStaff: boolean; portrait?: string };
  content: string;
  createTime: string;
  internal?: boolean;
}

export interface ThreadLabels {
  staff: string;
  /** The badge of a researcher's message, where the reader is staff and tells the two apart. */
  researcher?: string;
  /** The label of an internal note. */
  internal?: string;
}

export interface ThreadEntriesProps {
  entries: readonly ThreadEntry[];
  labels: ThreadLabels;
  /** Each author's portrait beside the message. */
  portraits?: boolean;
  /** Bubbles (the default), or a coloured rule at each message's edge (a post's replies in the console). */
  variant?: 'bubble' | 'rule';
  /** Shown instead of the list when there is no message. */
  emptyText?: string;
  /** Each message an anchor `<prefix><id>` a link can open it at (the console's mention links). */
  anchorPrefix?: string;
}

function background(entry: ThreadEntry): string {
  if (entry.internal) return 'yellow.100';
  return entry.author.isStaff ? 'blue.50' : 'gray.50';
}

function Heading({ entry, labels }: { entry: ThreadEntry; labels: ThreadLabels }) {
  return (
    <HStack gap="2" mb="1" wrap="wrap">
      {entry.internal && labels.internal && (
        <Badge colorPalette="yellow" variant="solid">
          {labels.internal}
        </Badge>
      )}
      <Text fontWeight="medium" fontSize="sm">
        {entry.author.nickname}
      </Text>
      {entry.author.isStaff ? <Badge colorPalette="blue">{labels.staff}</Badge> : labels.researcher && <Badge>{labels.researcher}</Badge>}
      <Text fontSize="xs" color="fg.muted">
        {entry.createTime}
      </Text>
    </HStack>
  );
}

function Bubble({ entry, labels, portraits }: { entry: ThreadEntry; labels: ThreadLabels; portraits: boolean }) {
  const body = (
    <Box
      flex="1"
      bg={background(entry)}
      borderLeftWidth={entry.internal ? '4px' : '0'}
      borderLeftColor="yellow.500"
      borderStyle={entry.internal ? 'dashed' : 'solid'}
      borderRadius="md"
      p="3"
    >
      <Heading entry={entry} labels={labels} />
      <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
        {entry.content}
      </Text>
    </Box>
  );
  if (!portraits) return body;
  return (
    <HStack align="flex-start" gap="3">
      <Picture src={entry.author.portrait ?? ''} alt="" boxSize="8" borderRadius="full" />
      {body}
    </HStack>
  );
}

function Ruled({ entry, labels }: { entry: ThreadEntry; labels: ThreadLabels }) {
  return (
    <Box borderLeftWidth="3px" borderLeftColor={entry.author.isStaff ? 'blue.500' : 'gray.300'} pl="3">
      <Text fontSize="sm" fontWeight="medium">
        {entry.author.nickname}
        {entry.author.isStaff && (
          <Badge ml="2" size="sm" colorPalette="blue">
            {labels.staff}
          </Badge>
        )}
        <Text as="span" ml="2" fontSize="xs" color="fg.muted" fontWeight="normal">
          {entry.createTime}
        </Text>
      </Text>
      <Text whiteSpace="pre-wrap" wordBreak="break-word">
        {entry.content}
      </Text>
    </Box>
  );
}

export function ThreadEntries({ entries, labels, portraits = false, variant = 'bubble', emptyText, anchorPrefix }: ThreadEntriesProps) {
  if (entries.length === 0 && emptyText !== undefined) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <Stack as="ol" gap="3" listStyleType="none">
      {entries.map((entry) => (
        <Box as="li" key={entry.id} id={anchorPrefix === undefined ? undefined : `${anchorPrefix}${entry.id}`} data-internal={entry.internal || undefined}>
          {variant === 'rule' ? <Ruled entry={entry} labels={labels} /> : <Bubble entry={entry} labels={labels} portraits={portraits} />}
        </Box>
      ))}
    </Stack>
  );
}
