import { normalizeLanguage, type CourseDto } from '@expert-portal/contracts';
import { ActionIcon, Button, Group, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconCalendarPlus,
  IconFolderOpen,
  IconPencil,
  IconPlus,
  IconSearch,
  IconTrash,
  IconUserPlus,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorMessage } from '@/shared/api/error-message';
import { adminAddLessonPath, adminCourseContentPath } from '@/shared/lib/routes';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table';
import { COURSES_PAGE_SIZE, useCourses } from '../api/use-courses';
import { useDeleteCourse } from '../api/use-delete-course';
import { AddCourseUsersModal } from '../components/add-course-users-modal';
import { ConfirmDialog } from '../components/confirm-dialog';
import { CourseCover } from '../components/course-cover';
import { CourseFormModal } from '../components/course-form-modal';

/** How long the search waits after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300;

type Dialog = { kind: 'create' } | { kind: 'edit' | 'users' | 'delete'; course: CourseDto } | null;

function IconAction({
  label,
  children,
  ...props
}: { label: string; children: ReactNode } & Record<string, unknown>) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="subtle" size="lg" aria-label={label} {...props}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * /admin/courses: the courses 20 a page with a search; create,
 * edit or delete one, enrol users, and open its lessons (add a lesson, the materials).
 */
export function AdminCoursesPage() {
  const { t, i18n } = useTranslation(['courses-admin', 'errors']);
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [pageState, setPageState] = useState({ page: 1, search });
  const page = pageState.search === search ? pageState.page : 1;
  const courses = useCourses(page, search);
  const remove = useDeleteCourse();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const kazakh = normalizeLanguage(i18n.language) === 'kk';

  const confirmDelete = (course: CourseDto) =>
    remove.mutate(course.id, {
      onSuccess: () => {
        notifySuccess(t('list.deleted'));
        close();
      },
      onError: (error) => {
        notifyError(t('list.deleteFailed'), errorMessage(error, t));
        close();
      },
    });

  const columns: PagedTableColumn<CourseDto>[] = [
    {
      key: 'cover',
      header: t('column.cover'),
      cell: (course) => (
        <CourseCover
          url={course.image}
          alt={t('list.coverOf', { title: course.title })}
          width={64}
          height={40}
        />
      ),
    },
    {
      key: 'title',
      header: t('column.title'),
      // break-word, not anywhere: the table must not squeeze a title until its words break.
      style: { minWidth: 220, overflowWrap: 'break-word' },
      cell: (course) => (
        <Stack gap={2}>
          <Text fw={500} size="sm">
            {kazakh ? course.title_kk : course.title}
          </Text>
          <Text c="dimmed" size="xs">
            {kazakh ? course.title : course.title_kk}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'type',
      header: t('column.educationType'),
      style: { minWidth: 140 },
      cell: (course) => (kazakh ? course.education_type_kk : course.education_type) || '—',
    },
    {
      key: 'hours',
      header: t('column.hours'),
      style: { whiteSpace: 'nowrap' },
      cell: (course) => (
        <Stack gap={2}>
          <Text size="sm">
            {course.academic_hours === null ? '—' : t('list.hours', { count: course.academic_hours })}
          </Text>
          {course.months_duration !== null && (
            <Text size="xs" c="dimmed">
              {t('list.months', { count: course.months_duration })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'price',
      header: t('column.price'),
      style: { whiteSpace: 'nowrap' },
      cell: (course) =>
        course.price === null ? '—' : t('list.price', { price: course.price.toLocaleString('ru-RU') }),
    },
    { key: 'users', header: t('column.users'), cell: (course) => course.users_count },
    {
      key: 'actions',
      header: t('column.actions'),
      cell: (course) => (
        <Group gap={2} wrap="nowrap">
          <IconAction label={t('list.addUsers')} onClick={() => setDialog({ kind: 'users', course })}>
            <IconUserPlus size={18} aria-hidden />
          </IconAction>
          <IconAction label={t('list.addLesson')} component={Link} to={adminAddLessonPath(course.id)}>
            <IconCalendarPlus size={18} aria-hidden />
          </IconAction>
          <IconAction label={t('list.materials')} component={Link} to={adminCourseContentPath(course.id)}>
            <IconFolderOpen size={18} aria-hidden />
          </IconAction>
          <IconAction label={t('list.edit')} onClick={() => setDialog({ kind: 'edit', course })}>
            <IconPencil size={18} aria-hidden />
          </IconAction>
          <IconAction
            label={t('list.delete')}
            color="red"
            onClick={() => setDialog({ kind: 'delete', course })}
          >
            <IconTrash size={18} aria-hidden />
          </IconAction>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{t('areas:admin.courses.title')}</Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setDialog({ kind: 'create' })}
        >
          {t('list.create')}
        </Button>
      </Group>
      <TextInput
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(event) => setSearchText(event.currentTarget.value)}
        maw={420}
      />
      <PagedTable
        columns={columns}
        data={courses.data}
        loading={courses.isPending}
        error={courses.isError ? `${t('list.loadFailed')}: ${errorMessage(courses.error, t)}` : null}
        page={page}
        onPageChange={(next) => setPageState({ page: next, search })}
        pageSize={COURSES_PAGE_SIZE}
        texts={{
          loading: t('list.loading'),
          empty: search ? t('list.notFound') : t('list.empty'),
          total: (count) => t('list.total', { count }),
          pagination: t('list.pagination'),
        }}
        rowKey={(course) => course.id}
        minWidth={900}
        cardsOnPhone
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <CourseFormModal course={dialog.kind === 'edit' ? dialog.course : null} onClose={close} />
      )}
      {dialog?.kind === 'users' && <AddCourseUsersModal course={dialog.course} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('list.deleteTitle')}
          message={t('list.deleteConfirm', { title: dialog.course.title })}
          confirmLabel={t('list.delete')}
          pending={remove.isPending}
          onConfirm={() => confirmDelete(dialog.course)}
          onClose={close}
        />
      )}
    </Stack>
  );
}
