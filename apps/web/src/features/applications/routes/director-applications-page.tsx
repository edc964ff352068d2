import { APPLICATION_STATUSES, type ApplicationStatus } from '@expert-portal/contracts';
import { Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationsList } from '../components/applications-list';
import { SignedInContext } from '@/shared/ui/signed-in-context';

/** The director's lists show 10 applications a page. */
export const DIRECTOR_PAGE_SIZE = 10;

/** /director/applications: a tab per status with the detail modal. */
export function DirectorApplicationsPage() {
  const { t } = useTranslation('applications');
  const [status, setStatus] = useState<ApplicationStatus>('waiting');
  return (
    <Stack gap="md">
      <Title order={1}>{t('areas:director.applications.title')}</Title>
      <SignedInContext />
      <Tabs
        value={status}
        onChange={(next) => next && setStatus(next as ApplicationStatus)}
        keepMounted={false}
        aria-label={t('tab.status')}
      >
        <Tabs.List>
          {APPLICATION_STATUSES.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`status.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {APPLICATION_STATUSES.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <ApplicationsList scope={{ status: value }} fixedPageSize={DIRECTOR_PAGE_SIZE} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
