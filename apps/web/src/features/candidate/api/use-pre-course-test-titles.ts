import { normalizeLanguage } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '@/shared/api/client';

/** GET /api/v1/pre_course_test/: each pre-course test's title in the interface language, by test id. */
export function usePreCourseTestTitles() {
  const { i18n } = useTranslation();
  const kazakh = normalizeLanguage(i18n.language) === 'kk';
  return useQuery({
    queryKey: ['pre_course_test', 'list'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/pre_course_test', { signal })),
    select: (tests) => new Map(tests.map((test) => [test.id, kazakh ? test.title_kz : test.title])),
  });
}
