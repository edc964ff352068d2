import type { LessonQuestionDto, LessonQuestionResultDto } from '@expert-portal/contracts';
import { Badge, Checkbox, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { answerLetter } from '@/shared/lib/answer-letter';
import { localTitle } from '@/shared/lib/local-title';

const labelProps = { fw: 500, fz: 'md', mb: 4, style: { whiteSpace: 'pre-wrap' } } as const;
const BADGE_STYLE = { flexShrink: 0, textTransform: 'none' } as const;

interface AnswerProps {
  question: LessonQuestionDto;
  number: number;
  total: number;
  selected: number[];
  onChange: (selected: number[]) => void;
  disabled: boolean;
}

/** One question of a lesson test being answered: its options lettered A, B, C…, one or several to choose. */
export function LessonQuestion({ question, number, total, selected, onChange, disabled }: AnswerProps) {
  const { t, i18n } = useTranslation('courses');
  const title = localTitle(question, i18n.language);
  const options = question.answers.map((answer, index) => ({
    value: String(answer.id),
    label: `${answerLetter(index)}. ${localTitle(answer, i18n.language)}`,
  }));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Text size="xs" c="dimmed" fw={600} mb={4}>
        {t('test.question', { number, total })}
      </Text>
      {question.multiple ? (
        <Checkbox.Group
          label={title}
          description={t('test.multiple')}
          labelProps={labelProps}
          value={selected.map(String)}
          onChange={(values) => onChange(values.map(Number))}
        >
          <Stack gap="xs" mt="xs">
            {options.map((option) => (
              <Checkbox key={option.value} {...option} disabled={disabled} />
            ))}
          </Stack>
        </Checkbox.Group>
      ) : (
        <Radio.Group
          label={title}
          labelProps={labelProps}
          value={selected[0] === undefined ? null : String(selected[0])}
          onChange={(value) => onChange([Number(value)])}
        >
          <Stack gap="xs" mt="xs">
            {options.map((option) => (
              <Radio key={option.value} {...option} disabled={disabled} />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </Paper>
  );
}

interface ResultProps {
  result: LessonQuestionResultDto;
  /** The question's options, when the questions could be read (the result alone names none). */
  question: LessonQuestionDto | undefined;
  number: number;
  total: number;
}

/** One question of a graded attempt, read-only: the options lettered, the chosen and the correct ones marked. */
export function LessonQuestionResult({ result, question, number, total }: ResultProps) {
  const { t, i18n } = useTranslation('courses');
  const title = localTitle(result, i18n.language);
  const Mark = result.is_correct ? IconCheck : IconX;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="xs" c="dimmed" fw={600}>
          {t('test.question', { number, total })}
        </Text>
        <Badge
          color={result.is_correct ? 'green' : 'red'}
          variant="light"
          leftSection={<Mark size={14} aria-hidden />}
          style={BADGE_STYLE}
        >
          {t(result.is_correct ? 'result.right' : 'result.wrong')}
        </Badge>
      </Group>
      <Text fw={500} style={{ whiteSpace: 'pre-wrap' }}>
        {title}
      </Text>
      {result.selected.length === 0 && (
        <Text size="sm" c="red.8" mt={4}>
          {t('result.unanswered')}
        </Text>
      )}
      {question && (
        <Stack component="ul" gap={6} mt="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {question.answers.map((answer, index) => {
            const chosen = result.selected.includes(answer.id);
            const correct = result.correct.includes(answer.id);
            return (
              <Group
                component="li"
                key={answer.id}
                gap="xs"
                wrap="nowrap"
                p={6}
                data-chosen={chosen || undefined}
                data-correct={correct || undefined}
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  background: correct
                    ? 'var(--mantine-color-green-0)'
                    : chosen
                      ? 'var(--mantine-color-red-0)'
                      : undefined,
                }}
              >
                <Text size="sm" style={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                  {answerLetter(index)}. {localTitle(answer, i18n.language)}
                </Text>
                {chosen && (
                  <Badge size="sm" variant="outline" color={correct ? 'green' : 'red'} style={BADGE_STYLE}>
                    {t('result.chosen')}
                  </Badge>
                )}
                {correct && (
                  <Badge size="sm" variant="light" color="green" style={BADGE_STYLE}>
                    {t('result.correct')}
                  </Badge>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
