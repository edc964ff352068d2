import { Anchor, Stack, Text } from '@mantine/core';

interface LogPersonCellProps {
  id: number;
  name: string;
  /** The person's role in words, before the account id; left out when the log does not say it. */
  role?: string;
  /** What picking the name does, said to the pointer and to a screen reader. */
  hint: string;
  onPick: (id: number) => void;
}

/** A person of a log's entry: the name, which filters the log by them, over the role and account id. */
export function LogPersonCell({ id, name, role, hint, onPick }: LogPersonCellProps) {
  return (
    <Stack gap={0}>
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="left"
        onClick={() => onPick(id)}
        title={hint}
        aria-description={hint}
        style={{ overflowWrap: 'anywhere' }}
      >
        {name}
      </Anchor>
      <Text size="xs" c="dimmed">
        {role ? `${role} · ID ${id}` : `ID ${id}`}
      </Text>
    </Stack>
  );
}
