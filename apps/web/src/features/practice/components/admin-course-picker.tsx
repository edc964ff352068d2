import type { PracticeCourseDto } from '@expert-portal/contracts';
import { Alert, Button, Fieldset, Loader, Pagination, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { pageCount } from '@/shared/ui/paged-table';
import { COURSE_PICKER_PAGE_SIZE, useCourseOptions } from '../api/admin-use-course-options';
import { courseTitle } from './practice-format';

/** How long the picker waits after the last keystroke before it searches. */
const SEARCH_DEBOUNCE_MS = 300;

interface AdminCoursePickerProps {
  value: PracticeCourseDto | null;
  onChange: (course: PracticeCourseDto) => void;
  error?: boolean;
}

/** The course of a new task: searched by title, 10 courses a page, one chosen. */
export function AdminCoursePicker({ value, onChange, error }: AdminCoursePickerProps) {
  const { t, i18n } = useTranslation('practice-admin');
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [pageState, setPageState] = useState({ page: 1, search });
  // A new search starts again from the first page.
  const page = pageState.search === search ? pageState.page : 1;
  const courses = useCourseOptions(page, search);
  const rows = courses.data?.results ?? [];
  const pages = pageCount(courses.data?.count ?? 0, COURSE_PICKER_PAGE_SIZE);

  return (
    <Fieldset legend={t('create.course')} aria-invalid={error || undefined}>
      <Stack gap="sm">
        <TextInput
          label={t('create.courseSearch')}
          placeholder={t('create.courseSearchPlaceholder')}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
        />
        <Text size="sm" fw={500} c={error ? 'red' : undefined} aria-live="polite">
          {value
            ? t('create.courseChosen', { title: courseTitle(value, i18n.language) })
            : t('create.courseNone')}
        </Text>
        {courses.isPending && <Loader size="sm" aria-label={t('create.coursesLoading')} />}
        {courses.isError && (
          <Alert color="red" role="alert" title={t('create.coursesFailed')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(courses.error, t)}</Text>
              <Button size="compact-sm" variant="light" color="red" onClick={() => void courses.refetch()}>
                {t('retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {courses.data?.count === 0 && (
          <Text c="dimmed" size="sm">
            {search ? t('create.coursesNotFound') : t('create.coursesEmpty')}
          </Text>
        )}
        {rows.length > 0 && (
          <Radio.Group
            value={value ? String(value.id) : null}
            onChange={(id) => {
              const course = rows.find((row) => String(row.id) === id);
              if (course) onChange(course);
            }}
            aria-label={t('create.course')}
          >
            <Stack gap={6}>
              {rows.map((course) => (
                <Radio
                  key={course.id}
                  value={String(course.id)}
                  label={courseTitle(course, i18n.language)}
                  styles={{ label: { overflowWrap: 'anywhere' } }}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {pages > 1 && (
          <nav aria-label={t('create.coursesPagination')}>
            <Pagination
              total={pages}
              value={page}
              onChange={(next) => setPageState({ page: next, search })}
              size="sm"
            />
          </nav>
        )}
      </Stack>
    </Fieldset>
  );
}
