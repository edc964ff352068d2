import { ChangePasswordSection } from '@/features/account-security/components/change-password-section';
import { ProfilePage } from '@/features/candidate/routes/profile-page';
import { MyDataAccessSection } from '@/features/data-access/components/my-data-access';

/**
 * The candidate's cabinet with the section where they change their password and the one that lists who read
 * their data. Three features meet here, in the app, as a feature imports no other.
 */
export function ProfileScreen() {
  return (
    <ProfilePage
      account={
        <>
          <ChangePasswordSection />
          <MyDataAccessSection />
        </>
      }
    />
  );
}
