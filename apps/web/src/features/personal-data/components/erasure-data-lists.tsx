import type { ErasureRequestDto } from '@expert-portal/contracts';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { erasableLabel, keptLabel } from '../lib/erasure-text';

/** For a pending request: what granting it erases («Будет удалено») and what must stay («Сохраняется»). */
export function ErasureDataLists({ request }: { request: Pick<ErasureRequestDto, 'erasable' | 'kept'> }) {
  const { t } = useTranslation('personal-data');
  return (
    <Stack gap={6}>
      <div>
        <Text size="xs" fw={700}>
          {t('admin.willErase')}
        </Text>
        {request.erasable.length > 0 ? (
          <List size="sm" spacing={0}>
            {request.erasable.map((data) => (
              <List.Item key={data}>{erasableLabel(data, t)}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.nothingToErase')}
          </Text>
        )}
      </div>
      {request.kept.length > 0 && (
        <div>
          <Text size="xs" fw={700}>
            {t('admin.kept')}
          </Text>
          <List size="sm" spacing={0}>
            {request.kept.map((data) => (
              <List.Item key={data} c={data === 'decision_in_progress' ? 'orange.9' : undefined}>
                {keptLabel(data, t)}
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}
