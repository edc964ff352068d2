import type { EssayThemeDto, UserEssayDto } from '@expert-portal/contracts';
import { Alert, Button, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { useChooseTheme } from '../api/my-use-choose-theme';
import { useMyEssayThemes } from '../api/my-use-essay-themes';
import { themeName } from './my-theme-name';

/**
 * The choice of a theme among the themes (required before the file). Once chosen it is shown, and
 * can be changed until the essay file is uploaded; the server refuses a change after (409), said here too.
 */
export function ThemeChoice({ essay }: { essay: UserEssayDto | null }) {
  const { t, i18n } = useTranslation('selection');
  const themes = useMyEssayThemes();
  const choose = useChooseTheme();
  const [changing, setChanging] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);

  const uploaded = essay?.file != null;
  const picking = essay === null || changing;

  if (!picking) {
    return (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('essay.theme.chosen')}
        </Text>
        <Text fw={600} data-testid="chosen-theme">
          {themeName(essay.theme, i18n.language)}
        </Text>
        {uploaded ? (
          <Group gap={6} wrap="nowrap">
            <IconLock size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              {t('essay.theme.locked')}
            </Text>
          </Group>
        ) : (
          <Group gap="sm">
            <Button
              variant="light"
              onClick={() => {
                choose.reset();
                setSelected(String(essay.theme.id));
                setChanging(true);
              }}
            >
              {t('essay.theme.change')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('essay.theme.changeHint')}
            </Text>
          </Group>
        )}
      </Stack>
    );
  }

  if (themes.isPending) {
    return (
      <Stack gap="sm" data-testid="themes-loading">
        <Skeleton height={20} width="80%" />
        <Skeleton height={20} width="65%" />
        <Skeleton height={20} width="72%" />
      </Stack>
    );
  }
  if (themes.isError) {
    return (
      <Alert color="red" title={t('essay.theme.loadError')}>
        {errorMessage(themes.error, t)}
      </Alert>
    );
  }
  if (themes.data.length === 0) {
    return (
      <Alert variant="light" color="gray">
        {t('essay.theme.empty')}
      </Alert>
    );
  }

  const chosen = themes.data.find((theme: EssayThemeDto) => String(theme.id) === selected);
  const submit = (): void => {
    if (!chosen) return;
    choose.mutate(chosen.id, {
      onSuccess: () => {
        setChanging(false);
        notifications.show({ color: 'green', message: t('essay.theme.chosenToast'), autoClose: 4000 });
      },
    });
  };

  return (
    <Stack gap="md">
      <Radio.Group label={t('essay.theme.label')} value={selected} onChange={setSelected}>
        <Stack gap="sm" mt="xs">
          {themes.data.map((theme) => (
            <Radio key={theme.id} value={String(theme.id)} label={themeName(theme, i18n.language)} />
          ))}
        </Stack>
      </Radio.Group>
      {choose.isError && (
        <Alert color="red" variant="light" title={t('essay.theme.chooseError')}>
          {errorMessage(choose.error, t)}
        </Alert>
      )}
      <Group gap="sm">
        <Button
          onClick={submit}
          loading={choose.isPending}
          disabled={!chosen || (essay !== null && chosen.id === essay.theme.id)}
        >
          {t('essay.theme.choose')}
        </Button>
        {changing && (
          <Button variant="default" onClick={() => setChanging(false)} disabled={choose.isPending}>
            {t('essay.theme.cancel')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
