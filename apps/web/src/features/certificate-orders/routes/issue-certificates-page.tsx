import { defaultCertificateDates } from '@expert-portal/contracts';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { API_DATE_FORMAT } from '@/shared/lib/dates';
import { DateField } from '@/shared/ui/date-field';
import { SignedInContext } from '@/shared/ui/signed-in-context';
import { useGenerateCertificates } from '../api/use-generate-certificates';
import { CourseSelect } from '../components/course-select';

type Invalid = 'course' | 'dates' | 'order';

const INVALID_TEXT: Record<Invalid, string> = {
  course: 'errors:certificate.course_required',
  dates: 'errors:certificate.dates_required',
  order: 'errors:certificate.end_before_start',
};

// The server's detail, else the failure's message, else 'Ошибка при генерации'.
function generationError(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError) {
    if (error.detail) return error.detail;
    const body = error.body as { message?: unknown } | null;
    if (body && typeof body.message === 'string' && body.message) return body.message;
    if (error.kind !== 'http') return errorMessage(error, t as never);
  }
  return t('issue.failed');
}

/**
 * /director/certificates/issue and /admin/certificates/issue: a course and the validity dates (today and a
 * year later unless changed, DD.MM.YYYY shown, YYYY-MM-DD sent) issue the certificates of the course's users
 * approved by the director.
 */
export function IssueCertificatesPage() {
  const { t } = useTranslation('certificate-orders');
  const [courseId, setCourseId] = useState<number | null>(null);
  const [dates, setDates] = useState(() => defaultCertificateDates(dayjs().format(API_DATE_FORMAT)));
  const [invalid, setInvalid] = useState<Invalid | null>(null);
  const generate = useGenerateCertificates();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (generate.isPending) return;
    const problem: Invalid | null =
      courseId === null
        ? 'course'
        : !dates.start_date || !dates.expiration_date
          ? 'dates'
          : dates.expiration_date < dates.start_date
            ? 'order'
            : null;
    setInvalid(problem);
    if (problem || courseId === null) return;
    generate.mutate({ courseId, ...dates });
  };
  const change = (next: Partial<typeof dates>) => {
    setDates((current) => ({ ...current, ...next }));
    generate.reset();
  };

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={1}>{t('issue.title')}</Title>
        <SignedInContext />
        <Text c="dimmed">{t('issue.hint')}</Text>
      </Stack>
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate maw={720}>
        <Stack gap="md">
          <CourseSelect
            value={courseId}
            onChange={(next) => {
              setCourseId(next);
              generate.reset();
            }}
            error={invalid === 'course' ? t(INVALID_TEXT.course) : null}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DateField
              label={t('issue.startDate')}
              value={dates.start_date}
              onChange={(start_date) => change({ start_date })}
              error={invalid === 'dates' && !dates.start_date}
            />
            <DateField
              label={t('issue.endDate')}
              value={dates.expiration_date}
              onChange={(expiration_date) => change({ expiration_date })}
              error={(invalid === 'dates' && !dates.expiration_date) || invalid === 'order'}
            />
          </SimpleGrid>
          {invalid && (
            <Text c="red" size="sm" role="alert">
              {t(INVALID_TEXT[invalid])}
            </Text>
          )}
          {generate.isError && (
            <Alert color="red" role="alert">
              {generationError(generate.error, t)}
            </Alert>
          )}
          {generate.isSuccess && (
            <Alert color="green" role="status">
              {t('issue.done', { count: generate.data.issued })}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={generate.isPending}>
              {t('issue.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
