import { isBackOfficeRole } from '@expert-portal/contracts';
import { Anchor, AppShell, Burger, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, type TablerIcon } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { api, apiFetch } from '@/shared/api/client';
import { clearSession, readSession } from '@/shared/api/session';
import { visibleSections } from '@/shared/lib/area-access';
import { PATHS, sectionPath, type Area } from '@/shared/lib/routes';
import { LanguageSwitch } from '@/shared/ui/language-switch';
import { AccountMenu } from './account-menu';
import { SectionLink } from './section-link';
import { SignedInName } from './signed-in-name';

// Logout waits this long at most for the server: signing out on this device must not hang on it.
const LOGOUT_TIMEOUT_MS = 5_000;

interface AreaLayoutProps {
  area: Area;
  /** An icon per section path of the area, drawn beside its sidebar entry. */
  icons: Record<string, TablerIcon>;
  /** Entries after the sections that are not routes of the area (e.g. the admin's queue dashboard). */
  navbarExtra?: ReactNode;
  /** A mark at the end of a section's sidebar entry (e.g. a candidate's stage open or locked). */
  sectionMarker?: (section: string) => ReactNode;
  /** What the area shows above each of its pages (e.g. the candidate's greeting). */
  intro?: ReactNode;
}

// The section whose path is the longest prefix of the current one, so that on /director/certificates/issue
// only "issue" is marked, not /director/certificates as well.
function useActiveSection(area: Area, sections: readonly string[]): string | undefined {
  const { pathname } = useLocation();
  return sections
    .filter((section) => {
      const path = sectionPath(area, section);
      return pathname === path || pathname.startsWith(`${path}/`);
    })
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * The shell of a signed-in area: header (name, user — the back office's as its account menu —, bell, language,
 * logout), sections sidebar, the page.
 */
export function AreaLayout({ area, icons, navbarExtra, sectionMarker, intro }: AreaLayoutProps) {
  const { t } = useTranslation('areas');
  const [navbarOpened, navbar] = useDisclosure(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The area's route guard has already checked the session; the role decides which sections show.
  const role = readSession()?.role ?? 'user';
  const sections = visibleSections(area, role);
  const backOffice = isBackOfficeRole(role);
  const activeSection = useActiveSection(area, sections);

  const [leaving, setLeaving] = useState(false);

  const logout = async (): Promise<void> => {
    setLeaving(true);
    // The server revokes the login, so its tokens are worthless wherever they were copied; best effort, as
    // the local session is cleared whatever the answer.
    await api
      .POST('/token/logout', { fetch: apiFetch({ timeoutMs: LOGOUT_TIMEOUT_MS }) })
      .catch(() => undefined);
    clearSession();
    await navigate(PATHS.login, { replace: true });
    // Cleared after leaving the area, so its mounted queries do not refetch without a token.
    queryClient.clear();
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navbarOpened } }}
      padding="md"
    >
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group wrap="nowrap" gap="sm" miw={0}>
            <Burger
              opened={navbarOpened}
              onClick={navbar.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('common:nav.toggle')}
              aria-expanded={navbarOpened}
            />
            <Anchor component={Link} to={PATHS.home} fw={700} underline="never" truncate visibleFrom="xs">
              {t('common:app.name')}
            </Anchor>
            <Text c="dimmed" visibleFrom="md" truncate>
              {t(`area.${area}`)}
            </Text>
          </Group>
          <Group wrap="nowrap" gap="sm">
            {/* Candidates change their password in their cabinet; the back office here (and its second factor). */}
            {backOffice ? <AccountMenu onLogout={() => void logout()} /> : <SignedInName />}
            <NotificationBell />
            <LanguageSwitch />
            <Button
              data-testid="logout"
              variant="subtle"
              size="compact-sm"
              leftSection={<IconLogout size={16} aria-hidden />}
              loading={leaving}
              onClick={() => void logout()}
              // A phone's header has no room for it beside the account menu, which holds logout as well.
              visibleFrom={backOffice ? 'sm' : undefined}
            >
              {t('common:logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>

      {/* Scrolls when its sections are taller than the window (the admin's on a 720 px screen). */}
      <AppShell.Navbar p="sm" aria-label={t('common:nav.sections')} style={{ overflowY: 'auto' }}>
        {sections.map((section) => {
          const SectionIcon = icons[section];
          const active = section === activeSection;
          return (
            <SectionLink
              key={section}
              to={sectionPath(area, section)}
              active={active}
              label={t(`${area}.${section}.title`)}
              icon={SectionIcon && <SectionIcon size={18} aria-hidden />}
              marker={sectionMarker?.(section)}
              onClick={navbar.close}
            />
          );
        })}
        {navbarExtra}
      </AppShell.Navbar>

      <AppShell.Main>
        {intro}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
