import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { useCreateEssayTheme } from '../api/admin-use-create-essay-theme';
import { useEssayThemes } from '../api/admin-use-essay-themes';

function ThemeForm() {
  const { t } = useTranslation('selection-admin');
  const create = useCreateEssayTheme();
  const [name, setName] = useState('');
  const [nameKk, setNameKk] = useState('');
  const [checked, setChecked] = useState(false);
  const missing = (text: string) => checked && !text.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!name.trim() || !nameKk.trim()) return;
    create.mutate(
      { name: name.trim(), name_kk: nameKk.trim() },
      {
        onSuccess: () => {
          notifySuccess(t('essays.theme.created'));
          setName('');
          setNameKk('');
          setChecked(false);
        },
        onError: (error) => notifyError(t('essays.theme.createFailed'), errorMessage(error, t)),
      },
    );
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('essays.theme.add')}
        </Title>
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label={t('essays.theme.nameRu')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={missing(name) ? t('errors:essay.theme_names_required') : undefined}
            withAsterisk
            miw={220}
            maxLength={500}
          />
          <TextInput
            label={t('essays.theme.nameKk')}
            value={nameKk}
            onChange={(event) => setNameKk(event.currentTarget.value)}
            error={missing(nameKk) ? t('errors:essay.theme_names_required') : undefined}
            withAsterisk
            miw={220}
            maxLength={500}
          />
        </Group>
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('essays.theme.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ThemeList() {
  const { t } = useTranslation('selection-admin');
  const themes = useEssayThemes();

  if (themes.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('essays.theme.loading')}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={32} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (themes.isError) {
    return (
      <Alert color="red" role="alert" title={t('essays.theme.loadFailed')}>
        {errorMessage(themes.error, t)}
      </Alert>
    );
  }
  if (themes.data.length === 0) return <Text c="dimmed">{t('essays.theme.empty')}</Text>;

  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped verticalSpacing="sm" aria-label={t('essays.theme.list')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>{t('essays.column.number')}</Table.Th>
            <Table.Th>{t('essays.theme.nameRu')}</Table.Th>
            <Table.Th>{t('essays.theme.nameKk')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {themes.data.map((theme, index) => (
            <Table.Tr key={theme.id}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{theme.name}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{theme.name_kk}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Tab 1: the essay themes, and a new one named in both languages. */
export function AdminThemesTab() {
  const { t } = useTranslation('selection-admin');
  return (
    <Stack gap="lg">
      <ThemeForm />
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('essays.theme.list')}
        </Title>
        <ThemeList />
      </Stack>
    </Stack>
  );
}
