import { Alert, Stack, Tabs, Title } from '@mantine/core';
import { IconId, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { useProfileQuery } from '@/shared/api/get-profile';
import { EducationTab } from '../components/education-tab';
import { FailedStageAlert } from '../components/failed-stage-alert';
import { NextStepCard } from '../components/next-step-card';
import { MailLanguageSection } from '../components/mail-language-section';
import { PersonalTab } from '../components/personal-tab';
import { ProfileHeader } from '../components/profile-header';
import { ProfileSkeleton } from '../components/profile-skeleton';

interface ProfilePageProps {
  /**
   * The account's own sections (the password, who read the person's data, a copy of them and a request to
   * erase them), below the data: other features', which the app puts here (app/routes/profile-screen.tsx).
   */
  account?: ReactNode;
}

/**
 * The candidate's cabinet: a failed stage if any, else the next step to take, who they are, their personal data
 * and education, and the language of the portal's mails to them.
 */
export function ProfilePage({ account }: ProfilePageProps) {
  const { t } = useTranslation('candidate');
  const profile = useProfileQuery();

  return (
    <Stack gap="lg" maw={840}>
      <Title order={1}>{t('areas:user.profile.title')}</Title>
      <FailedStageAlert />
      <NextStepCard />
      {profile.isPending && <ProfileSkeleton />}
      {profile.isError && (
        <Alert color="red" title={t('profile.loadError')}>
          {errorMessage(profile.error, t)}
        </Alert>
      )}
      {profile.data && (
        <>
          <ProfileHeader user={profile.data} />
          <Tabs defaultValue="personal">
            <Tabs.List mb="md">
              <Tabs.Tab value="personal" leftSection={<IconId size={16} aria-hidden />}>
                {t('profile.personal')}
              </Tabs.Tab>
              <Tabs.Tab value="education" leftSection={<IconSchool size={16} aria-hidden />}>
                {t('profile.education')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="personal">
              <PersonalTab user={profile.data} />
            </Tabs.Panel>
            <Tabs.Panel value="education">
              <EducationTab user={profile.data} />
            </Tabs.Panel>
          </Tabs>
          <MailLanguageSection user={profile.data} />
          {account}
        </>
      )}
    </Stack>
  );
}
