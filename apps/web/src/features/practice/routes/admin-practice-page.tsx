import { Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedInContext } from '@/shared/ui/signed-in-context';
import { AdminCreateTaskTab } from '../components/admin-create-task-tab';
import { AdminTaskUsersTab } from '../components/admin-task-users-tab';
import { AdminTasksTab } from '../components/admin-tasks-tab';

/**
 * /admin/practice: a new task on a course, the users given each task, and
 * every task with the grading of its answers.
 */
export function AdminPracticePage() {
  const { t } = useTranslation('practice-admin');
  const [tab, setTab] = useState<string | null>('create');
  return (
    <Stack gap="md">
      <Title order={1}>{t('areas:admin.practice.title')}</Title>
      <SignedInContext />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="create">{t('tab.create')}</Tabs.Tab>
          <Tabs.Tab value="users">{t('tab.users')}</Tabs.Tab>
          <Tabs.Tab value="tasks">{t('tab.tasks')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="create" pt="md">
          <AdminCreateTaskTab />
        </Tabs.Panel>
        <Tabs.Panel value="users" pt="md">
          <AdminTaskUsersTab />
        </Tabs.Panel>
        <Tabs.Panel value="tasks" pt="md">
          <AdminTasksTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
