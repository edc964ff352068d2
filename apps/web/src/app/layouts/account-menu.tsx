import { Button, Menu, Skeleton, Text } from '@mantine/core';
import {
  IconDatabase,
  IconEyeCheck,
  IconKey,
  IconLogout,
  IconSelector,
  IconShieldLock,
  IconUserCircle,
} from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileQuery } from '@/shared/api/get-profile';
import { userDisplayName } from '@/shared/lib/user-display-name';

// The forms come with their first opening: the back office's pages do not download the password rules' and
// the enrolment's code for a menu most visits never open.
const ChangePasswordModal = lazy(() =>
  import('@/features/account-security/components/change-password-modal').then((m) => ({
    default: m.ChangePasswordModal,
  })),
);
const TwoFactorModal = lazy(() =>
  import('@/features/account-security/components/two-factor-modal').then((m) => ({
    default: m.TwoFactorModal,
  })),
);
const MyDataAccessModal = lazy(() =>
  import('@/features/data-access/components/my-data-access').then((m) => ({
    default: m.MyDataAccessModal,
  })),
);
const MyPersonalDataModal = lazy(() =>
  import('@/features/personal-data/components/my-personal-data').then((m) => ({
    default: m.MyPersonalDataModal,
  })),
);

type Dialog = 'password' | 'two-factor' | 'data-access' | 'personal-data';

interface AccountMenuProps {
  onLogout: () => void;
}

/**
 * The back office's signed-in name as a menu: the password, the second factor, who read my data, a copy of my
 * data and a request to erase them, and logout.
 * On phones, where the header has no room for the name, the menu is its icon.
 */
export function AccountMenu({ onLogout }: AccountMenuProps) {
  const { t } = useTranslation('security');
  const profile = useProfileQuery();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = (): void => setDialog(null);
  const name = profile.data ? userDisplayName(profile.data) : '';

  return (
    <>
      {/*
        The header is fixed, so its button is never scrolled away from its menu (nothing to hide it for). No
        focus placeholder: a focusable child of role presentation is no menu item, which a menu may not hold.
      */}
      <Menu
        position="bottom-end"
        shadow="md"
        width={280}
        withinPortal
        hideDetached={false}
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <Button
            variant="subtle"
            color="gray"
            c="var(--mantine-color-text)"
            size="compact-sm"
            px={6}
            leftSection={<IconUserCircle size={20} aria-hidden />}
            rightSection={<IconSelector size={14} aria-hidden />}
            aria-label={name ? t('menu.label', { name }) : t('menu.open')}
            data-testid="account-menu"
            styles={{ label: { maxWidth: 260 } }}
          >
            {profile.isPending ? (
              <Skeleton height={16} width={140} visibleFrom="sm" />
            ) : (
              name && (
                <Text span data-testid="user-name" fw={500} size="sm" truncate visibleFrom="sm">
                  {name}
                </Text>
              )
            )}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {name && (
            <Menu.Label hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Menu.Label>
          )}
          <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={() => setDialog('password')}>
            {t('menu.changePassword')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconShieldLock size={16} aria-hidden />}
            onClick={() => setDialog('two-factor')}
          >
            {t('menu.twoFactor')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconEyeCheck size={16} aria-hidden />}
            onClick={() => setDialog('data-access')}
          >
            {t('data-access:mine.title')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconDatabase size={16} aria-hidden />}
            onClick={() => setDialog('personal-data')}
          >
            {t('personal-data:mine.title')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
            {t('common:logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Suspense>
        {dialog === 'password' && <ChangePasswordModal onClose={close} />}
        {dialog === 'two-factor' && <TwoFactorModal onClose={close} />}
        {dialog === 'data-access' && <MyDataAccessModal onClose={close} />}
        {dialog === 'personal-data' && <MyPersonalDataModal onClose={close} />}
      </Suspense>
    </>
  );
}
