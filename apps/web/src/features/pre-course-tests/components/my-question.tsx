import { normalizeLanguage, type PreCourseQuestionDto } from '@expert-portal/contracts';
import { Checkbox, Paper, Radio, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { answerLetter } from '@/shared/lib/answer-letter';
import { localTitle } from '@/shared/lib/local-title';

// The question's text is its group's label: as read as the text above the options, not a form caption.
const labelProps = { fw: 500, fz: 'md', mb: 4, style: { whiteSpace: 'pre-wrap' } } as const;

interface MyQuestionProps {
  question: PreCourseQuestionDto;
  number: number;
  total: number;
  /** The chosen option ids. */
  selected: number[];
  /** Shows the question's passage; left out when the question before showed the same one. */
  withPassage: boolean;
  /** Called with the question's id and the option chosen or unticked. */
  onSelect: (questionId: number, answerId: number) => void;
  disabled: boolean;
}

/**
 * One question of a running test: its passage, its text and its options lettered A, B, C… Drawn again only
 * when its own props change: choosing an answer, or the clock's tick, redraws the test, not all its questions.
 */
export const MyQuestion = memo(function MyQuestion({
  question,
  number,
  total,
  selected,
  withPassage,
  onSelect,
  disabled,
}: MyQuestionProps) {
  const { t, i18n } = useTranslation('pre-course-tests');
  const kazakh = normalizeLanguage(i18n.language) === 'kk';
  const passage = kazakh ? question.passage_kz || question.passage : question.passage || question.passage_kz;
  const title = localTitle(question, i18n.language);
  const label = (index: number, answer: PreCourseQuestionDto['answers'][number]) =>
    `${answerLetter(index)}. ${localTitle(answer, i18n.language)}`;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Text size="xs" c="dimmed" fw={600}>
          {t('attempt.question', { number, total })}
          {question.section && ` · ${t(`attempt.section.${question.section}`)}`}
        </Text>
        {withPassage && passage && (
          <Paper bg="var(--mantine-color-gray-0)" p="sm" radius="sm">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {passage}
            </Text>
          </Paper>
        )}
        {question.multiple ? (
          <Checkbox.Group
            label={title}
            description={t('attempt.multiple')}
            labelProps={labelProps}
            value={selected.map(String)}
            // The group answers the new set; the machine takes the one option that was toggled.
            onChange={(values) => {
              const toggled = question.answers.find(
                (answer) => values.includes(String(answer.id)) !== selected.includes(answer.id),
              );
              if (toggled) onSelect(question.id, toggled.id);
            }}
          >
            <Stack gap="xs" mt="xs">
              {question.answers.map((answer, index) => (
                <Checkbox
                  key={answer.id}
                  value={String(answer.id)}
                  label={label(index, answer)}
                  disabled={disabled}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : (
          <Radio.Group
            label={title}
            labelProps={labelProps}
            value={selected[0] === undefined ? null : String(selected[0])}
            onChange={(value) => onSelect(question.id, Number(value))}
          >
            <Stack gap="xs" mt="xs">
              {question.answers.map((answer, index) => (
                <Radio
                  key={answer.id}
                  value={String(answer.id)}
                  label={label(index, answer)}
                  disabled={disabled}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      </Stack>
    </Paper>
  );
});
