import { homePathForRole } from '@expert-portal/contracts';
import { Anchor, AppShell, Button, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { readSession } from '@/shared/api/session';
import { homeAreaForRole } from '@/shared/lib/area-access';
import { PATHS } from '@/shared/lib/routes';
import { LanguageSwitch } from '@/shared/ui/language-switch';

// Only someone signed in sees their name here: a visitor's first paint does not wait for the profile query's code.
const SignedInName = lazy(() => import('./signed-in-name').then((m) => ({ default: m.SignedInName })));

/**
 * The layout of the public pages: the portal name, the language switch and the way in (login, application)
 * for a visitor, or, for someone signed in (e.g. opening a certificate's link), their name and their area.
 */
export function PublicLayout() {
  const { t } = useTranslation('common');
  // No link to the page the visitor is already on (and no second "Войти" beside the login form's button).
  const { pathname } = useLocation();
  const session = readSession();
  return (
    <AppShell header={{ height: { base: 104, sm: 64 } }} padding="md">
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" gap="xs" py={6}>
          <Anchor component={Link} to={PATHS.home} fw={700} size="lg" underline="never">
            {t('app.name')}
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            {session && (
              <Suspense>
                <SignedInName />
              </Suspense>
            )}
            <Group component="nav" gap="xs" wrap="nowrap" aria-label={t('nav.public')}>
              {session ? (
                <Button component={Link} to={homePathForRole(session.role)} variant="light" size="compact-sm">
                  {t(`areas:area.${homeAreaForRole(session.role)}`)}
                </Button>
              ) : (
                <>
                  {pathname !== PATHS.login && (
                    <Button component={Link} to={PATHS.login} variant="subtle" size="compact-sm">
                      {t('nav.login')}
                    </Button>
                  )}
                  {pathname !== PATHS.registerExpert && (
                    <Button
                      component={Link}
                      to={PATHS.registerExpert}
                      variant="light"
                      size="compact-sm"
                      // Beside the login button and the language switch it runs off a phone's screen (the
                      // certificate pages show both); a phone reaches the application from the landing page.
                      visibleFrom={pathname === PATHS.login ? undefined : 'xs'}
                    >
                      {t('nav.registerExpert')}
                    </Button>
                  )}
                </>
              )}
            </Group>
            <LanguageSwitch />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
