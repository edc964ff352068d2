import { Anchor, AppShell, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { PATHS } from '@/shared/lib/routes';
import { LanguageSwitch } from '@/shared/ui/language-switch';

/** The visitor's layout: the portal name, the way in (login, application) and the language switch. */
export function PublicLayout() {
  const { t } = useTranslation('common');
  // No link to the page the visitor is already on (and no second "Войти" beside the login form's button).
  const { pathname } = useLocation();
  return (
    <AppShell header={{ height: { base: 104, sm: 64 } }} padding="md">
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" gap="xs" py={6}>
          <Anchor component={Link} to={PATHS.home} fw={700} size="lg" underline="never">
            {t('app.name')}
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <Group component="nav" gap="xs" wrap="nowrap" aria-label={t('nav.public')}>
              {pathname !== PATHS.login && (
                <Button component={Link} to={PATHS.login} variant="subtle" size="compact-sm">
                  {t('nav.login')}
                </Button>
              )}
              {pathname !== PATHS.registerExpert && (
                <Button component={Link} to={PATHS.registerExpert} variant="light" size="compact-sm">
                  {t('nav.registerExpert')}
                </Button>
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
