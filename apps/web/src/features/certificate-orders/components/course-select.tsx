import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCertificateCourses } from '../api/use-certificate-courses';
import { courseTitle } from './order-format';

interface CourseSelectProps {
  value: number | null;
  onChange: (courseId: number | null) => void;
  error?: string | null;
}

/** The course of a certificate screen, chosen among every course (searchable by title). */
export function CourseSelect({ value, onChange, error }: CourseSelectProps) {
  const { t, i18n } = useTranslation('certificate-orders');
  const courses = useCertificateCourses();
  const options = (courses.data ?? []).map((course) => ({
    value: String(course.id),
    label: courseTitle(course, i18n.language),
  }));
  return (
    <Select
      label={t('course.label')}
      placeholder={courses.isPending ? t('course.loading') : t('course.placeholder')}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id ? Number(id) : null)}
      searchable
      nothingFoundMessage={t('course.notFound')}
      disabled={courses.isPending}
      error={error ?? (courses.isError ? t('course.loadFailed') : undefined)}
      w={560}
      maw="100%"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
