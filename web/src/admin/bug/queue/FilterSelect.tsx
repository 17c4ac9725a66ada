// One select of the queue's filter bar; an empty value means "any" when allLabel is given.
import { NativeSelect } from '@chakra-ui/react';

export type Option = { value: string; label: string };

export function FilterSelect({
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: Option[];
  allLabel?: string;
  onChange: (v: string) => void;
}) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field aria-label={label} value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value)}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
