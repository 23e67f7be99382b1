// The search field of a server-paged table's toolbar: a typed change starts again on page 1, and a
// button clears it.
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export function TableSearch(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { label, placeholder, value, onChange } = props;
  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={
        value ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onChange('')} /> : undefined
      }
      w={{ base: '100%', xs: 280 }}
    />
  );
}
