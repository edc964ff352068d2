import { Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchOpeningList } from '../api/use-applications';
import { ApplicationsList } from '../components/applications-list';
import { SignedInContext } from '@/shared/ui/signed-in-context';

const SIGNING_DECISIONS = ['staff.sign', 'staff.refuse'] as const;

/** The first tab's first page (every application, no filters), asked for with the route (see SCREENS). */
export function prefetchUsersTab(): void {
  prefetchOpeningList({});
}

/**
 * Staff tabs: the users from applications (every application, all filters, export) and the
 * signing queue (applications not yet signed by staff, sign or refuse one by one or in bulk).
 */
function StaffPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('applications');
  const [tab, setTab] = useState<string | null>('users');
  return (
    <Stack gap="md">
      <Title order={1}>{t(titleKey)}</Title>
      <SignedInContext />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="users">{t('tab.users')}</Tabs.Tab>
          <Tabs.Tab value="signing">{t('tab.signing')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <ApplicationsList exportable />
        </Tabs.Panel>
        <Tabs.Panel value="signing" pt="md">
          <ApplicationsList scope={{ awaiting: 'staff' }} bulkDecisions={SIGNING_DECISIONS} exportable />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /staff/applications. */
export function StaffApplicationsPage() {
  return <StaffPage titleKey="areas:staff.applications.title" />;
}

/** /admin/staff: the same screen inside the admin area. */
export function AdminStaffPage() {
  return <StaffPage titleKey="areas:admin.staff.title" />;
}
