import { ChangePasswordSection } from '@/features/account-security/components/change-password-section';
import { ProfilePage } from '@/features/candidate/routes/profile-page';
import { MyDataAccessSection } from '@/features/data-access/components/my-data-access';
import { MyPersonalDataSection } from '@/features/personal-data/components/my-personal-data';

/**
 * The candidate's cabinet with the section where they change their password, the one that lists who read
 * their data, and the one with a copy of their data and their request to erase it. Four features meet here, in
 * the app, as a feature imports no other.
 */
export function ProfileScreen() {
  return (
    <ProfilePage
      account={
        <>
          <ChangePasswordSection />
          <MyDataAccessSection />
          <MyPersonalDataSection />
        </>
      }
    />
  );
}
