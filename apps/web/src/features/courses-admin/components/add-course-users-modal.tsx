import { PICKER_ROLES, type CourseDto } from '@expert-portal/contracts';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { CandidatePicker } from '@/shared/ui/candidate-picker';
import { notifySuccess } from '@/shared/ui/notify';
import { useAddCourseUsers } from '../api/use-add-course-users';
import { courseTitle } from './course-format';
import { useMediaMatch } from '@/shared/lib/use-media-match';

interface AddCourseUsersModalProps {
  course: CourseDto;
  onClose: () => void;
}

/** Enrolling users in a course (at least one); a refusal shows the server's answer. */
export function AddCourseUsersModal({ course, onClose }: AddCourseUsersModalProps) {
  const { t, i18n } = useTranslation(['courses-admin', 'errors']);
  const mobile = useMediaMatch('(max-width: 36em)');
  const add = useAddCourseUsers(course.id);
  const [userIds, setUserIds] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (userIds.length === 0) {
      setError(t('errors:course.add_users_required'));
      return;
    }
    setError(null);
    add.mutate(userIds, {
      onSuccess: (result) => {
        notifySuccess(t('users.added', { count: result.added }));
        onClose();
      },
      onError: (failure) => setError(`${t('users.addFailed')}: ${errorMessage(failure, t)}`),
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      fullScreen={mobile}
      title={t('users.title', { course: courseTitle(course, i18n.language) })}
    >
      <Stack gap="md">
        <CandidatePicker
          source={{ path: '/api/v1/courses/{id}/candidates', id: course.id }}
          value={userIds}
          onChange={(ids) => {
            setUserIds(ids);
            setError(null);
          }}
          label={t('users.picker')}
          roles={PICKER_ROLES}
          texts={{
            hint: t('users.pickerHint'),
            empty: t('users.pickerEmpty'),
            loadError: t('users.pickerLoadError'),
          }}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={add.isPending}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={add.isPending}>
            {t('users.submit', { count: userIds.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
