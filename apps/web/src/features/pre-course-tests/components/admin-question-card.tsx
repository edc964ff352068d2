import { normalizeLanguage, type PreCourseQuestionDto } from '@expert-portal/contracts';
import { ActionIcon, Badge, Group, List, Paper, Spoiler, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPencil, IconPoint, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { localTitle } from '@/shared/lib/local-title';

interface AdminQuestionCardProps {
  question: PreCourseQuestionDto;
  onEdit: () => void;
  onDelete: () => void;
}

/** One question as an admin reads it: number, section, passage, text and options with the correct ones marked. */
export function AdminQuestionCard({ question, onEdit, onDelete }: AdminQuestionCardProps) {
  const { t, i18n } = useTranslation('tests-admin');
  const kazakh = normalizeLanguage(i18n.language) === 'kk';
  const passage = kazakh ? question.passage_kz || question.passage : question.passage || question.passage_kz;
  const label = t('question.label', { order: question.order });

  return (
    <Paper component="article" withBorder p="md" aria-label={label}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs">
            <Badge variant="outline">{label}</Badge>
            {question.section && <Badge variant="light">{t(`section.${question.section}`)}</Badge>}
            {question.multiple && (
              <Badge variant="light" color="grape">
                {t('question.multiple')}
              </Badge>
            )}
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t('question.editLabel', { order: question.order })}
              onClick={onEdit}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('question.deleteLabel', { order: question.order })}
              onClick={onDelete}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {passage && (
          <Spoiler maxHeight={72} showLabel={t('question.passageMore')} hideLabel={t('question.passageLess')}>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {passage}
            </Text>
          </Spoiler>
        )}
        <Text fw={500} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {localTitle(question, i18n.language)}
        </Text>
        <List spacing={6} center aria-label={t('question.options')}>
          {question.answers.map((answer) => (
            <List.Item
              key={answer.id}
              icon={
                answer.is_correct ? (
                  <ThemeIcon color="green" size={20} radius="xl">
                    <IconCheck size={14} aria-hidden />
                  </ThemeIcon>
                ) : (
                  <ThemeIcon color="gray" variant="light" size={20} radius="xl">
                    <IconPoint size={14} aria-hidden />
                  </ThemeIcon>
                )
              }
            >
              <Text span style={{ overflowWrap: 'anywhere' }} fw={answer.is_correct ? 600 : undefined}>
                {localTitle(answer, i18n.language)}
              </Text>
              {answer.is_correct && (
                <Badge ml="xs" color="green" variant="light" size="sm">
                  {t('question.correct')}
                </Badge>
              )}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
