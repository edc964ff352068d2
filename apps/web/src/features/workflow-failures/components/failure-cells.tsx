import { Text } from '@mantine/core';
import type { CSSProperties } from 'react';

/** What an empty cell shows, the same in both languages. */
export const NONE = '—';

/** Machine, event and effect names are identifiers: shown as the code spells them. */
export function CodeName({ children }: { children: string }) {
  return (
    <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}

/** The last error in full, wrapped: it is what the admin reads to find the cause. */
export function LastError({ error }: { error: string | null }) {
  if (!error) return NONE;
  return (
    <Text size="sm" c="red" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {error}
    </Text>
  );
}

/** Column styles shared by both tables. */
export const CELL_STYLES = {
  machine: { minWidth: 140 },
  nowrap: { whiteSpace: 'nowrap' },
  error: { minWidth: 220 },
} satisfies Record<string, CSSProperties>;
