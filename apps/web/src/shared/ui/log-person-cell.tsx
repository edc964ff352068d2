import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

interface LogPersonCellProps {
  id: number;
  name: string;
  /** The person's role in words, before the account id; left out when the log does not say it. */
  role?: string;
  /** What picking the name does, said to the pointer and to a screen reader. */
  hint: string;
}

type PersonTarget =
  /** Picking the name filters the log on screen by the person. */
  | { onPick: (id: number) => void; to?: never }
  /** The name links another page about the person (their reads in the access log). */
  | { to: string; onPick?: never };

/** A person of a log's entry: the name, which filters the log by them or links a page, over role and account id. */
export function LogPersonCell({ id, name, role, hint, onPick, to }: LogPersonCellProps & PersonTarget) {
  const common = {
    size: 'sm',
    ta: 'left',
    title: hint,
    'aria-description': hint,
    style: { overflowWrap: 'anywhere' },
  } as const;
  return (
    <Stack gap={0}>
      {to === undefined ? (
        <Anchor component="button" type="button" onClick={() => onPick(id)} {...common}>
          {name}
        </Anchor>
      ) : (
        <Anchor component={Link} to={to} {...common}>
          {name}
        </Anchor>
      )}
      <Text size="xs" c="dimmed">
        {role ? `${role} · ID ${id}` : `ID ${id}`}
      </Text>
    </Stack>
  );
}
