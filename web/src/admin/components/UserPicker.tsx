// Choosing one user in a console screen: type part of a nickname or email, pick from the matches
// (searched 300 ms after the last key, as the contract's listPickerUsers asks), or clear the choice.
// Texts come from the screen that uses it, in its own namespace.
import { useEffect, useState } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { usePickerUsers } from './pickerUsers';
import { AdminKeywordParamLimits } from '@generated/limits';

export const PICKER_DEBOUNCE_MS = 300;

export interface PickedUser {
  userId: number;
  nickname?: string;
}

export interface UserPickerTexts {
  label: string;
  placeholder: string;
  noMatch: string;
  clear: string;
}

export interface UserPickerProps {
  value: PickedUser | null;
  onPick: (user: PickedUser | null) => void;
  texts: UserPickerTexts;
}

export function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function UserPicker({ value, onPick, texts }: UserPickerProps) {
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed, PICKER_DEBOUNCE_MS);
  const found = usePickerUsers(value ? '' : keyword);
  const users = found.data?.users ?? [];

  if (value) {
    return (
      <HStack gap="2" minH="8">
        <Text fontSize="sm">
          {texts.label}: {value.nickname ? `${value.nickname} (#${value.userId})` : `#${value.userId}`}
        </Text>
        <Button size="xs" variant="outline" onClick={() => onPick(null)}>
          {texts.clear}
        </Button>
      </HStack>
    );
  }
  return (
    <Stack gap="1">
      <Input
        size="sm"
        aria-label={texts.label}
        placeholder={texts.placeholder}
        maxLength={AdminKeywordParamLimits.maxLength}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        autoComplete="off"
      />
      {keyword.trim() !== '' && found.isSuccess && (
        <Stack as="ul" gap="0" listStyleType="none" borderWidth="1px" borderRadius="md" bg="white" maxH="48" overflowY="auto">
          {users.length === 0 && (
            <Text as="li" px="2" py="1" fontSize="sm" color="fg.muted">
              {texts.noMatch}
            </Text>
          )}
          {users.map((user) => (
            <li key={user.userId}>
              <Button
                size="xs"
                variant="ghost"
                w="full"
                justifyContent="flex-start"
                onClick={() => {
                  setTyped('');
                  onPick({ userId: user.userId, nickname: user.nickname });
                }}
              >
                {user.nickname} · {user.passname}
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
