import { Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedInContext } from '@/shared/ui/signed-in-context';
import { AdminAssignTab } from '../components/admin-assign-tab';
import { AdminMeetingsTab } from '../components/admin-meetings-tab';
import { AdminResultsTab } from '../components/admin-results-tab';
import { AdminThemesTab } from '../components/admin-themes-tab';

/**
 * /admin/essay: the themes, the meetings, the candidates added to a
 * meeting, and the uploaded essays with their one grade.
 */
export function AdminEssaysPage() {
  const { t } = useTranslation('selection-admin');
  const [tab, setTab] = useState<string | null>('themes');
  return (
    <Stack gap="md">
      <Title order={1}>{t('areas:admin.essay.title')}</Title>
      <SignedInContext />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="themes">{t('essays.tab.themes')}</Tabs.Tab>
          <Tabs.Tab value="meetings">{t('essays.tab.meetings')}</Tabs.Tab>
          <Tabs.Tab value="assign">{t('essays.tab.assign')}</Tabs.Tab>
          <Tabs.Tab value="results">{t('essays.tab.results')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="themes" pt="md">
          <AdminThemesTab />
        </Tabs.Panel>
        <Tabs.Panel value="meetings" pt="md">
          <AdminMeetingsTab />
        </Tabs.Panel>
        <Tabs.Panel value="assign" pt="md">
          <AdminAssignTab />
        </Tabs.Panel>
        <Tabs.Panel value="results" pt="md">
          <AdminResultsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
