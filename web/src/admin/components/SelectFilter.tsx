// A labelled drop-down filter for a console list: "all" plus the given options; the value is a
// string as kept in the address ('' for all).
import { Field, NativeSelect } from '@chakra-ui/react';

export interface SelectFilterProps {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

export function SelectFilter({ id, label, allLabel, value, options, onChange }: SelectFilterProps) {
  return (
    <Field.Root ids={{ control: id }} w="auto" minW="40">
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{allLabel}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
