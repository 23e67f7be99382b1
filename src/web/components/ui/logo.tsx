import { Group, Text } from '@mantine/core';

/** The Meterline mark (same drawing as the favicon). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="4" fill="#1098ad" />
      <path d="M7 24V8l9 9 9-9v16" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
    </svg>
  );
}

/** Mark and word; `compact` keeps only the mark (very small screens). */
export function Logo({ size = 32, compact = false }: { size?: number; compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <LogoMark size={size} />
      {!compact && (
        <Text component="span" fw={700} fz={size * 0.66} lh={1} c="var(--mantine-color-text)">
          Meterline
        </Text>
      )}
    </Group>
  );
}
