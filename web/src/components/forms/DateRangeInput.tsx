// Two date fields that always hold a sorted range (docs/rules.md#pickers); dates after `max` or before
// `min` cannot be chosen.
import { HStack, Input, Text } from '@chakra-ui/react';
import { sortRange, type DateRange } from '../../lib/time/dateRange';

export interface DateRangeInputProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  startLabel: string;
  endLabel: string;
  min?: string;
  max?: string;
}

export function DateRangeInput({ value, onChange, startLabel, endLabel, min, max }: DateRangeInputProps) {
  return (
    <HStack gap="1">
      <Input size="sm" type="date" aria-label={startLabel} value={value.start} min={min} max={max} onChange={(e) => onChange(sortRange(e.currentTarget.value, value.end))} />
      <Text color="fg.muted">~</Text>
      <Input size="sm" type="date" aria-label={endLabel} value={value.end} min={min} max={max} onChange={(e) => onChange(sortRange(value.start, e.currentTarget.value))} />
    </HStack>
  );
}
