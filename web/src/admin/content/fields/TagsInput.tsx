// Tag names typed as one line, separated by commas (either width); the form keeps them as a list.
import { useState } from 'react';
import { Input } from '@chakra-ui/react';

export function TagsInput({ id, value, onChange, invalid }: { id: string; value: string[]; onChange: (tags: string[]) => void; invalid?: boolean }) {
  // The typed text is kept as typed (a trailing comma stays while the next tag is written).
  const [text, setText] = useState(value.join(', '));
  return (
    <Input
      id={id}
      value={text}
      aria-invalid={invalid || undefined}
      onChange={(e) => {
        setText(e.target.value);
        onChange(
          e.target.value
            .split(/[,，]/)
            .map((s) => s.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}
