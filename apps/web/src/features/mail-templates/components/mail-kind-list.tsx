import type { MailKind, MailKindGroup } from '@expert-portal/contracts';
import { NavLink, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { mailGroupLabel, mailKindLabel } from '@/shared/lib/mail-entry';

/** The kinds of one step of the process, in the catalogue's order. */
export interface MailKindGroupItems {
  group: MailKindGroup;
  kinds: MailKind[];
}

interface MailKindListProps {
  groups: readonly MailKindGroupItems[];
  selected: MailKind | null;
  onSelect: (kind: MailKind) => void;
}

function KindGroup({
  group,
  kinds,
  selected,
  onSelect,
}: MailKindGroupItems & Omit<MailKindListProps, 'groups'>) {
  const { t } = useTranslation('mail-templates');
  const id = useId();
  return (
    <Stack gap={2} component="section" aria-labelledby={id}>
      <Title order={2} size="h6" c="dimmed" id={id} px="sm">
        {mailGroupLabel(group, t)}
      </Title>
      {kinds.map((kind) => (
        <NavLink
          key={kind}
          component="button"
          type="button"
          label={mailKindLabel(kind, t)}
          active={kind === selected}
          aria-current={kind === selected ? 'true' : undefined}
          onClick={() => onSelect(kind)}
        />
      ))}
    </Stack>
  );
}

/** Every kind of mail under the step of the process it belongs to; the open one is marked. */
export function MailKindList({ groups, selected, onSelect }: MailKindListProps) {
  const { t } = useTranslation('mail-templates');
  return (
    <Stack gap="md" component="nav" aria-label={t('kinds')}>
      {groups.map((item) => (
        <KindGroup key={item.group} {...item} selected={selected} onSelect={onSelect} />
      ))}
    </Stack>
  );
}
