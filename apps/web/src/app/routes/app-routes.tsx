import type { ReactNode } from 'react';
import { Navigate, Outlet, type NonIndexRouteObject, type RouteObject } from 'react-router-dom';
import { stageOfSection } from '@/features/candidate/lib/stage-sections';
import { machinePageTitle } from '@/features/workflow-analytics/lib/page-title';
import { loadNamespaces } from '@/shared/i18n/i18n';
import { firstScreenEvaluated } from '@/shared/lib/first-screen';
import { nextTask } from '@/shared/lib/next-task';
import {
  AREA_DEFINITIONS,
  AREAS,
  PATHS,
  sectionPath,
  STATISTICS_TABS,
  STATISTICS_TEST_PATH,
  type Area,
  type StatisticsTab,
} from '@/shared/lib/routes';
import { RequireArea } from '../guards/require-area';
import { RequireSection } from '../guards/require-section';
import { pageTitle, RootRoute, RouteLoading, type RouteTitle } from './root-route';
import { SCREEN_NAMESPACES, SCREENS, type ScreenName, type Screens } from './screens';

/** How a route gets its screen: loaded on first use in the app, imported up front in tests. */
export type ScreenRoute = <Name extends ScreenName>(
  name: Name,
  render: (Screen: Screens[Name]) => ReactNode,
) => Pick<NonIndexRouteObject, 'lazy' | 'element'>;

const loaders: { [Name in ScreenName]: () => Promise<Screens[Name]> } = SCREENS;

// The router fetches every matched route's chunk at once (layout and page in parallel, each with its texts) and
// keeps showing the current page until they are in, so a navigation never flashes an empty screen. Each import
// starts in a task of its own: a chunk that is already in (index.html asks for a first screen's beside the
// entry) is evaluated by the task that imports it, and the router's creation, the query scope, the area's layout
// and the screen were one task of 180 ms at 4x CPU. A first screen's chunks are imported once main.tsx has had
// them evaluated one a task (first-screen.ts).
export const lazyScreen: ScreenRoute = (name, render) => ({
  lazy: async () => {
    const [Screen] = await Promise.all([
      nextTask().then(firstScreenEvaluated).then(loaders[name]),
      loadNamespaces(SCREEN_NAMESPACES[name]?.() ?? []),
    ]);
    return { element: render(Screen) };
  },
});

/** The screens drawn without props (all but the placeholders of sections not built yet). */
type PlainScreen = Exclude<ScreenName, 'section' | 'stageGate'>;

const plainScreen = (screen: ScreenRoute, name: PlainScreen) => screen(name, (Screen) => <Screen />);

const AREA_LAYOUTS: Record<Area, PlainScreen> = {
  admin: 'adminLayout',
  director: 'directorLayout',
  deputy: 'deputyLayout',
  staff: 'staffLayout',
  analyst: 'analystLayout',
  user: 'userLayout',
};

// Sections that already have their own screen; the others show what they are for.
const SECTION_SCREENS: Partial<Record<Area, Record<string, PlainScreen>>> = {
  admin: {
    users: 'expertRegister',
    'contact-messages': 'contactMessages',
    'mail-log': 'mailLog',
    'mail-templates': 'mailTemplates',
    accounts: 'adminAccounts',
    'audit-log': 'auditLog',
    'data-access': 'dataAccess',
    'erasure-requests': 'erasureRequests',
    'workflow-failures': 'workflowFailures',
    staff: 'adminStaff',
    candidates: 'adminCandidates',
    'pre-course-tests': 'adminTests',
    'invite-interview': 'adminInterviews',
    essay: 'adminEssays',
    courses: 'adminCourses',
    'course-users': 'adminCourseUsers',
    practice: 'adminPractice',
    eligible: 'adminEligible',
    statistics: 'statistics',
  },
  director: {
    dashboard: 'directorDashboard',
    applications: 'directorApplications',
    certificates: 'directorCertificates',
    'certificates/issue': 'issueCertificates',
  },
  deputy: { approvals: 'deputyApprovals', 'cert-approvals': 'deputyCertApprovals' },
  staff: { applications: 'staffApplications' },
  analyst: { workflows: 'analystWorkflows', statistics: 'statistics' },
  user: {
    profile: 'profile',
    tests: 'tests',
    interview: 'interview',
    essay: 'essay',
    courses: 'myCourses',
    practice: 'myPractice',
    certificate: 'myCertificates',
  },
};

// Pages of one item under a section (a course of the candidate's theory), by their path relative to the
// section; they sit behind the section's guard and stage gate and carry its title.
const SECTION_CHILD_SCREENS: Partial<Record<Area, Record<string, Record<string, PlainScreen>>>> = {
  user: { courses: { ':id': 'myCourse' } },
};

interface SectionChildRoute {
  /** Relative to the section's path, e.g. ':id/content' under courses. */
  path: string;
  screen: PlainScreen;
  /** The page's name for the document title: a translation key, or keys from the path's params. */
  title: RouteTitle;
}

// Pages with ids under a section (a course's content page): reached from the section's screen, guarded as it is.
const SECTION_CHILD_ROUTES: Partial<Record<Area, Record<string, readonly SectionChildRoute[]>>> = {
  admin: {
    courses: [
      { path: ':id/content', screen: 'adminCourseContent', title: 'courses-admin:content.title' },
      { path: ':courseId/add-lesson', screen: 'adminAddLesson', title: 'courses-admin:addLesson.title' },
    ],
  },
  analyst: {
    workflows: [{ path: ':machine', screen: 'analystWorkflow', title: machinePageTitle }],
  },
};

// The statistics' tabs in STATISTICS_TABS' order (the section opens on the first), each with its own title, and a
// test's item analysis under the tests tab.
const STATISTICS_TAB_SCREENS: Record<StatisticsTab, { screen: PlainScreen; title: string }> = {
  progress: { screen: 'statisticsProgress', title: 'statistics:progress.title' },
  tests: { screen: 'statisticsTests', title: 'statistics:tests.title' },
  third: { screen: 'statisticsFunnel', title: 'statistics:funnel.title' },
};
const STATISTICS_TAB_ROUTES: readonly SectionChildRoute[] = [
  ...STATISTICS_TABS.map((tab) => ({ path: tab, ...STATISTICS_TAB_SCREENS[tab] })),
  { path: STATISTICS_TEST_PATH, screen: 'statisticsTest', title: 'statistics:item.title' },
];

// Sections whose screen draws tabs above an outlet: each tab is a child route with its own title, and the
// section opens on the first. The analysts' statistics are the admins' screens (they only read).
const SECTION_TABS: Partial<Record<Area, Record<string, readonly SectionChildRoute[]>>> = {
  admin: { statistics: STATISTICS_TAB_ROUTES },
  analyst: { statistics: STATISTICS_TAB_ROUTES },
};

interface AreaPage {
  /** Relative to the area's path. */
  path: string;
  screen: PlainScreen;
  /** Translation key of the page's name, for the document title. */
  title: string;
}

// Pages of an area that its sidebar does not list (the sidebar's items are fixed): reached by links, guarded by
// the area alone.
const AREA_PAGES: Partial<Record<Area, readonly AreaPage[]>> = {
  admin: [
    { path: 'certificates/issue', screen: 'issueCertificates', title: 'certificate-orders:issue.title' },
  ],
};

function areaRoute(area: Area, screen: ScreenRoute): RouteObject {
  const { path, sections } = AREA_DEFINITIONS[area];
  return {
    path,
    element: (
      <RequireArea area={area}>
        <Outlet />
      </RequireArea>
    ),
    children: [
      {
        ...plainScreen(screen, AREA_LAYOUTS[area]),
        children: [
          { index: true, element: <Navigate to={sectionPath(area, sections[0])} replace /> },
          ...sections.map((section): RouteObject => {
            const name = SECTION_SCREENS[area]?.[section];
            const guarded = (page: ReactNode) => (
              <RequireSection area={area} section={section}>
                {page}
              </RequireSection>
            );
            // A candidate's stage page stays behind its gate until the candidate's pipeline opens the stage.
            const stage = area === 'user' ? stageOfSection(section) : undefined;
            const draw = (content: ReactNode) => (stage ? content : guarded(content));
            const page = name
              ? screen(name, (Screen) => draw(<Screen />))
              : screen('section', (Section) => draw(<Section area={area} section={section} />));
            const handle = pageTitle(`areas:${area}.${section}.title`);
            const childPages = Object.entries(SECTION_CHILD_SCREENS[area]?.[section] ?? {}).map(
              ([path, child]): RouteObject => ({ path, ...screen(child, (Screen) => draw(<Screen />)) }),
            );
            const tabs = SECTION_TABS[area]?.[section];
            if (tabs)
              return {
                path: section,
                handle,
                ...page,
                children: [
                  { index: true, element: <Navigate to={tabs[0].path} replace /> },
                  ...tabs.map((tab): RouteObject => ({
                    path: tab.path,
                    handle: pageTitle(tab.title),
                    ...plainScreen(screen, tab.screen),
                  })),
                ],
              };
            if (!stage)
              return childPages.length
                ? { path: section, handle, children: [{ index: true, ...page }, ...childPages] }
                : { path: section, handle, ...page };
            return {
              path: section,
              handle,
              ...screen('stageGate', (StageGate) =>
                guarded(
                  <StageGate stage={stage}>
                    <Outlet />
                  </StageGate>,
                ),
              ),
              children: [{ index: true, ...page }, ...childPages],
            };
          }),
          ...Object.entries(SECTION_CHILD_ROUTES[area] ?? {}).flatMap(([section, children]) =>
            children.map((child): RouteObject => ({
              path: `${section}/${child.path}`,
              handle: pageTitle(child.title),
              ...screen(child.screen, (Screen) => (
                <RequireSection area={area} section={section}>
                  <Screen />
                </RequireSection>
              )),
            })),
          ),
          ...(AREA_PAGES[area] ?? []).map((extra): RouteObject => ({
            path: extra.path,
            handle: pageTitle(extra.title),
            ...plainScreen(screen, extra.screen),
          })),
          // An unknown path inside an area stays in the area's shell, with its sidebar and the signed-in header.
          { path: '*', ...plainScreen(screen, 'notFound'), handle: pageTitle('common:notFound.title') },
        ],
      },
    ],
  };
}

/** The routes of the app, with its screens from `screen`. */
export function createAppRoutes(screen: ScreenRoute): RouteObject[] {
  return [
    {
      Component: RootRoute,
      HydrateFallback: RouteLoading,
      children: [
        // The landing page draws its own header and footer (its anchors, sections and instruction).
        { path: PATHS.home, ...plainScreen(screen, 'home'), handle: pageTitle('common:title.home') },
        {
          ...plainScreen(screen, 'queryScope'),
          children: [
            {
              ...plainScreen(screen, 'publicLayout'),
              children: [
                { path: PATHS.login, ...plainScreen(screen, 'login'), handle: pageTitle('auth:login.title') },
                {
                  path: PATHS.registerExpert,
                  ...plainScreen(screen, 'registerExpert'),
                  handle: pageTitle('registration:title'),
                },
                {
                  path: PATHS.certificates,
                  ...plainScreen(screen, 'certificates'),
                  handle: pageTitle('public:certificates.title'),
                },
                {
                  path: PATHS.certificate,
                  ...plainScreen(screen, 'certificate'),
                  handle: pageTitle('public:certificate.title'),
                },
                {
                  path: PATHS.setPassword,
                  ...plainScreen(screen, 'setPassword'),
                  handle: pageTitle('set-password:title'),
                },
                {
                  path: PATHS.forgotPassword,
                  ...plainScreen(screen, 'forgotPassword'),
                  handle: pageTitle('auth:forgot.title'),
                },
                {
                  path: PATHS.resetPassword,
                  ...plainScreen(screen, 'resetPassword'),
                  handle: pageTitle('set-password:reset.title'),
                },
                { path: '*', ...plainScreen(screen, 'notFound'), handle: pageTitle('common:notFound.title') },
              ],
            },
            ...AREAS.map((area) => areaRoute(area, screen)),
          ],
        },
      ],
    },
  ];
}

export const appRoutes = createAppRoutes(lazyScreen);
