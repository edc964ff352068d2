import { Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedInContext } from '@/shared/ui/signed-in-context';
import { AdminInterviewCreateForm } from '../components/admin-interview-create-form';
import { AdminInterviewInviteTab } from '../components/admin-interview-invite-tab';
import { AdminInterviewsList } from '../components/admin-interviews-list';

/**
 * /admin/invite-interview: create an interview, the list of
 * interviews whose detail grades the invited users, and the candidates at the interview stage invited to one.
 */
export function AdminInterviewsPage() {
  const { t } = useTranslation('selection-admin');
  const [tab, setTab] = useState<string | null>('create');
  // The interview the invite tab opens with: a new one is invited to next, as is one chosen in its detail.
  const [inviteTo, setInviteTo] = useState<number | null>(null);

  const invite = (id: number) => {
    setInviteTo(id);
    setTab('invite');
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('areas:admin.invite-interview.title')}</Title>
      <SignedInContext />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="create">{t('interviews.tab.create')}</Tabs.Tab>
          <Tabs.Tab value="list">{t('interviews.tab.list')}</Tabs.Tab>
          <Tabs.Tab value="invite">{t('interviews.tab.invite')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="create" pt="md">
          <AdminInterviewCreateForm onCreated={invite} />
        </Tabs.Panel>
        <Tabs.Panel value="list" pt="md">
          <AdminInterviewsList onInvite={invite} />
        </Tabs.Panel>
        <Tabs.Panel value="invite" pt="md">
          <AdminInterviewInviteTab interviewId={inviteTo} onInterviewChange={setInviteTo} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
