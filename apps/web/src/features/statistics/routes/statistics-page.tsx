import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { areaOfPath, sectionPath, STATISTICS_TABS } from '@/shared/lib/routes';
import { SignedInContext } from '@/shared/ui/signed-in-context';

/**
 * /admin/statistics and the analysts' /analyst/statistics: the section's tabs, each a route of
 * its own (progress, tests with each test's item analysis, third: the candidates' journey), drawn below. The
 * screens only read, so analysts see the very same ones.
 */
export function StatisticsPage() {
  const { t } = useTranslation('statistics');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const area = areaOfPath(pathname) ?? 'admin';
  const base = sectionPath(area, 'statistics');
  // The section's own path is about to open its first tab (the index route's redirect, drawn in its panel).
  const active = STATISTICS_TABS.find((tab) => pathname.startsWith(`${base}/${tab}`)) ?? STATISTICS_TABS[0];
  return (
    <Stack gap="md">
      <Title order={1}>{t(`areas:${area}.statistics.title`)}</Title>
      <SignedInContext />
      <Tabs value={active} onChange={(tab) => tab && void navigate(`${base}/${tab}`)} keepMounted={false}>
        <Tabs.List>
          {STATISTICS_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`tab.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* Only the open tab's panel is drawn: the route's page. */}
        {STATISTICS_TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <Outlet />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
