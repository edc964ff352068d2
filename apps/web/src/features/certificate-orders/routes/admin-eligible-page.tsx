import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/shared/api/error-message';
import { adminIssueCertificatesPath } from '@/shared/lib/routes';
import { SignedInContext } from '@/shared/ui/signed-in-context';
import { useCertificateCourses } from '../api/use-certificate-courses';
import { useEligibleUsers } from '../api/use-eligible-users';
import { CourseOrdersTable } from '../components/course-orders-table';
import { CourseSelect } from '../components/course-select';
import { CreateOrderForm } from '../components/create-order-form';
import { EligibleUsersTable } from '../components/eligible-users-table';
import { useVisibleFor } from '../components/use-visible-for';

/** The eligible screen's error banner disappears after 5 s. */
export const ELIGIBLE_ERROR_MS = 5000;

interface Failure {
  text: string;
  at: number;
}

/**
 * /admin/eligible: pick a course, see its users ready for a certificate (10 a page), raise an order with the
 * RU and KK act numbers, and follow the course's orders.
 */
export function AdminEligiblePage() {
  const { t } = useTranslation('certificate-orders');
  // The chosen course lives in the address (?course=ID), so a reload or a shared link opens the same list.
  const [params, setParams] = useSearchParams();
  const courseId = Number(params.get('course')) || null;
  const [page, setPage] = useState(1);
  const [createFailure, setCreateFailure] = useState<Failure | null>(null);
  const courses = useCertificateCourses();
  const eligible = useEligibleUsers(courseId, page);

  // One banner for the screen: the latest failure, gone after 5 s (a later failure shows again).
  const failures: Failure[] = [
    courses.isError ? { text: t('course.loadFailed'), at: courses.errorUpdatedAt } : null,
    eligible.isError ? { text: t('eligible.loadFailed'), at: eligible.errorUpdatedAt } : null,
    createFailure,
  ].filter((failure): failure is Failure => failure !== null);
  const latest = failures.sort((a, b) => b.at - a.at)[0];
  const bannerShown = useVisibleFor(latest?.at ?? 0, ELIGIBLE_ERROR_MS);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('areas:admin.eligible.title')}</Title>
        <SignedInContext />
        <Text c="dimmed">{t('areas:admin.eligible.description')}</Text>
      </Stack>
      {latest && bannerShown && (
        <Alert color="red" role="alert">
          {latest.text}
        </Alert>
      )}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <CourseSelect
          value={courseId}
          onChange={(next) => {
            setParams(next === null ? {} : { course: String(next) }, { replace: true });
            setPage(1);
          }}
        />
        <Anchor component={Link} to={adminIssueCertificatesPath}>
          {t('orders.issueLink')}
        </Anchor>
      </Group>
      {courseId === null ? (
        <Text c="dimmed">{t('eligible.chooseCourse')}</Text>
      ) : (
        <>
          <EligibleUsersTable courseId={courseId} page={page} onPageChange={setPage} />
          <CreateOrderForm
            key={courseId}
            courseId={courseId}
            eligibleCount={eligible.isSuccess ? eligible.data.count : undefined}
            onFailure={(error) =>
              setCreateFailure({
                text: t('order.form.failed', { detail: errorMessage(error, t) }),
                at: Date.now(),
              })
            }
          />
          <CourseOrdersTable courseId={courseId} />
        </>
      )}
    </Stack>
  );
}
