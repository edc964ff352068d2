import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordModal } from './change-password-modal';

/** A candidate's cabinet: their password, changed in the same form as the back office's account menu. */
export function ChangePasswordSection() {
  const { t } = useTranslation('security');
  const [opened, setOpened] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="account-password-title">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={4} maw={560}>
          <Title order={2} size="h4" id="account-password-title">
            {t('profile.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profile.text')}
          </Text>
        </Stack>
        <Button
          variant="light"
          leftSection={<IconKey size={16} aria-hidden />}
          onClick={() => setOpened(true)}
        >
          {t('profile.change')}
        </Button>
      </Group>
      {opened && <ChangePasswordModal onClose={() => setOpened(false)} />}
    </Paper>
  );
}
