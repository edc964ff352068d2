import { isEssayPassed, numericValue, type UserEssayDto } from '@expert-portal/contracts';
import { Alert, Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { useGradeEssay } from '../api/admin-use-grade-essay';
import { themeName } from './admin-essay-format';

/** A number from 0 to 100 (a comma may separate decimals, at most hundredths); null otherwise. */
export function parseEssayGrade(text: string): number | null {
  const grade = numericValue(text);
  if (grade === null || grade < 0 || grade > 100) return null;
  return Math.abs(grade * 100 - Math.round(grade * 100)) < 1e-6 ? grade : null;
}

interface AdminGradeModalProps {
  essay: UserEssayDto;
  onClose: () => void;
}

/**
 * The one grade of an essay: 0–100, passed from 50, shown before it is saved. A 409 (graded
 * meanwhile, or the candidate moved on) stays in the dialog, in the server's words.
 */
export function AdminGradeModal({ essay, onClose }: AdminGradeModalProps) {
  const { t, i18n } = useTranslation('selection-admin');
  const grade = useGradeEssay();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const value = parseEssayGrade(text);
  const invalid = checked && value === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (value === null) return;
    setConflict(null);
    grade.mutate(
      { id: essay.id, grade: String(value), passed: isEssayPassed(value) },
      {
        onSuccess: () => {
          notifySuccess(t('essays.grade.saved'));
          onClose();
        },
        onError: (error) => {
          const message = errorMessage(error, t);
          notifyError(t('essays.grade.failed'), message);
          if (error instanceof ApiError && error.status === 409) setConflict(message);
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('essays.grade.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={2}>
            <Text fw={500}>{essay.user.name || essay.user.username}</Text>
            <Text size="sm" c="dimmed">
              {themeName(essay.theme, i18n.language)}
            </Text>
          </Stack>
          <TextInput
            label={t('essays.grade.label')}
            description={t('essays.grade.hint')}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={invalid ? t('errors:essay.grade_range') : undefined}
            disabled={conflict !== null}
            data-autofocus
          />
          {value !== null && (
            <Group gap="xs" aria-live="polite">
              <Text size="sm">{t('essays.grade.result')}</Text>
              <Badge color={isEssayPassed(value) ? 'green' : 'red'}>
                {isEssayPassed(value) ? t('essays.status.passed') : t('essays.status.failed')}
              </Badge>
            </Group>
          )}
          {conflict && (
            <Alert color="orange" role="alert" title={t('essays.grade.conflict')}>
              {conflict}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {conflict ? t('essays.close') : t('essays.cancel')}
            </Button>
            {!conflict && (
              <Button type="submit" loading={grade.isPending}>
                {t('essays.grade.submit')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
