import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { sectionPath } from '@/shared/lib/routes';
import type { CandidatePipelineView } from '../api/types';
import { RetakeDialog } from './retake-dialog';

// The other admin events belong to their own screens, which keep their records with the grade (the
// interview's invitation, the graded essay, the practice answer): the card points there instead of sending
// the bare event.
const EVENT_SECTIONS: Record<string, string> = {
  'interview.grade': 'invite-interview',
  'essay.grade': 'essay',
  'practice.assign': 'practice',
  'practice.grade': 'practice',
};

interface AdminActionsProps {
  pipeline: CandidatePipelineView;
  name: string;
}

/** One entry per event the server allows the admin now: the retake as a button, the rest as links. */
export function AdminActions({ pipeline, name }: AdminActionsProps) {
  const { t } = useTranslation('candidates');
  const [retaking, setRetaking] = useState(false);
  const events = pipeline.allowed_events.map((event) => event.type);
  if (events.length === 0) return <Text c="dimmed">{t('card.noActions')}</Text>;

  return (
    <Stack gap="sm">
      {events.map((type) =>
        type === 'retake.grant' ? (
          <Group key={type}>
            <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => setRetaking(true)}>
              {t('action.retake')}
            </Button>
          </Group>
        ) : (
          <Group key={type} gap={6} wrap="wrap">
            <Text size="sm">{t(`event.${type}`, { defaultValue: type })}:</Text>
            {EVENT_SECTIONS[type] ? (
              <Anchor component={Link} to={sectionPath('admin', EVENT_SECTIONS[type])} size="sm">
                {t('action.inSection', { section: t(`areas:admin.${EVENT_SECTIONS[type]}.title`) })}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                {t('action.notHere')}
              </Text>
            )}
          </Group>
        ),
      )}
      {retaking && (
        <RetakeDialog
          instanceId={pipeline.id}
          name={name}
          failure={pipeline.projection?.failure ?? null}
          onClose={() => setRetaking(false)}
        />
      )}
    </Stack>
  );
}
