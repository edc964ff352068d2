import { Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PickerUser {
  id: number;
  name: string;
  username: string;
  /** A line under the name (when the deputy signed). */
  note?: ReactNode;
}

interface OrderUsersPickerProps {
  users: readonly PickerUser[];
  /** Shows this many users first, then '+ ещё N' opens the rest (the deputy's 5). */
  preview?: number;
  /** Acts on one user or on the selected ones in one request. */
  onAct: (userIds: number[]) => void;
  busy: boolean;
  texts: {
    list: string;
    actOne: string;
    actOneFor: (name: string) => string;
    actSelected: (count: number) => string;
  };
}

/** The users of an order awaiting one step: each acted on alone, or the selected ones (or all) at once. */
export function OrderUsersPicker({ users, preview, onAct, busy, texts }: OrderUsersPickerProps) {
  const { t } = useTranslation('certificate-orders');
  const [expanded, setExpanded] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const shown = preview && !expanded ? users.slice(0, preview) : users;
  const hidden = users.length - shown.length;
  // Users acted on elsewhere (another tab, the one-user button) drop out of the selection.
  const chosen = users.filter((user) => selected.has(user.id)).map((user) => user.id);
  const allChosen = chosen.length === users.length && users.length > 0;

  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Checkbox
          label={t('picker.selectAll', { count: users.length })}
          checked={allChosen}
          indeterminate={chosen.length > 0 && !allChosen}
          onChange={(event) =>
            setSelected(new Set(event.currentTarget.checked ? users.map((user) => user.id) : []))
          }
          disabled={busy}
        />
        <Button
          color="green"
          disabled={chosen.length === 0 || busy}
          loading={busy && chosen.length > 0}
          onClick={() => onAct(chosen)}
        >
          {texts.actSelected(chosen.length)}
        </Button>
      </Group>
      <Stack gap={6} role="list" aria-label={texts.list}>
        {shown.map((user) => (
          <Paper key={user.id} withBorder px="sm" py={6} role="listitem">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Checkbox
                checked={selected.has(user.id)}
                onChange={(event) => toggle(user.id, event.currentTarget.checked)}
                disabled={busy}
                aria-label={t('picker.select', { name: user.name })}
                label={
                  <Stack gap={0}>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {user.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {user.username}
                    </Text>
                    {user.note && (
                      <Text size="xs" c="dimmed">
                        {user.note}
                      </Text>
                    )}
                  </Stack>
                }
                styles={{ body: { alignItems: 'flex-start' } }}
              />
              <Button
                size="xs"
                variant="light"
                color="green"
                disabled={busy}
                onClick={() => onAct([user.id])}
                aria-label={texts.actOneFor(user.name)}
                style={{ flexShrink: 0 }}
              >
                {texts.actOne}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      {hidden > 0 && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setExpanded(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('picker.more', { count: hidden })}
        </Button>
      )}
      {preview !== undefined && expanded && users.length > preview && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setExpanded(false)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('picker.less')}
        </Button>
      )}
    </Stack>
  );
}
