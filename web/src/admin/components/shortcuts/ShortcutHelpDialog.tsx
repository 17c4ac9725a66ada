// The list of the console's shortcuts ("?" opens it): one table per group, each key drawn as a key
// cap, a sequence as "g then i", alternatives as "o or Enter". Only what the member's roles may use is
// listed (a viewer sees no "assign to me").
import { Fragment } from 'react';
import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/AppDialog';
import { useStaffCan } from '../useStaffCan';
import { SHORTCUT_GROUPS, SHORTCUTS, type ShortcutInfo } from './shortcutList';

function KeyCap({ name }: { name: string }) {
  return (
    <Box
      as="kbd"
      display="inline-block"
      minW="6"
      px="1.5"
      borderWidth="1px"
      borderColor="gray.400"
      borderBottomWidth="2px"
      borderRadius="sm"
      bg="gray.50"
      color="gray.800"
      fontFamily="mono"
      fontSize="sm"
      textAlign="center"
      whiteSpace="nowrap"
    >
      {name}
    </Box>
  );
}

function Keys({ keys }: { keys: ShortcutInfo['keys'] }) {
  const { t } = useTranslation('admin', { keyPrefix: 'shortcuts' });
  return (
    <Text as="span" whiteSpace="nowrap">
      {keys.map((sequence, i) => (
        <Fragment key={sequence.join(' ')}>
          {i > 0 && ` ${t('or')} `}
          {sequence.map((key, j) => (
            <Fragment key={key}>
              {j > 0 && ` ${t('then')} `}
              <KeyCap name={key} />
            </Fragment>
          ))}
        </Fragment>
      ))}
    </Text>
  );
}

export function ShortcutHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin', { keyPrefix: 'shortcuts' });
  const can = useStaffCan();
  const usable = SHORTCUTS.filter((s) => !s.needs || can(s.needs));
  return (
    <AppDialog open={open} onClose={onClose} title={t('title')} size="md">
      <Stack gap="5">
        <Text fontSize="sm" color="fg.muted">
          {t('intro')}
        </Text>
        {SHORTCUT_GROUPS.map((group) => {
          const rows = usable.filter((s) => s.group === group);
          if (rows.length === 0) return null;
          return (
            <Stack key={group} gap="2">
              <Heading as="h3" size="sm" id={`shortcuts-${group}`}>
                {t(`group.${group}`)}
              </Heading>
              <Table.Root size="sm" aria-labelledby={`shortcuts-${group}`}>
                <Table.Body>
                  {rows.map((s) => (
                    <Table.Row key={s.id}>
                      <Table.Cell w="40%">
                        <Keys keys={s.keys} />
                      </Table.Cell>
                      <Table.Cell>{t(`action.${s.id}`)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Stack>
          );
        })}
      </Stack>
    </AppDialog>
  );
}
