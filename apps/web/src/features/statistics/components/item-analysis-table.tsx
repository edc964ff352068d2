import type { TestItemAnalysis } from '@expert-portal/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localText } from '@/shared/lib/local-title';
import { formatCoefficient, formatShare } from './format';
import { QuestionFlags } from './question-flags';

const NUMBER_CELL = { textAlign: 'right', whiteSpace: 'nowrap', verticalAlign: 'top' } as const;
const TOP = { verticalAlign: 'top' } as const;

/** Each question's facility and discrimination, a flagged question's row tinted, its flags explained. */
export function ItemAnalysisTable({ questions }: { questions: TestItemAnalysis['questions'] }) {
  const { t, i18n } = useTranslation('statistics');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('item.column.position')}</Table.Th>
            <Table.Th>{t('item.column.question')}</Table.Th>
            <Table.Th style={NUMBER_CELL}>{t('item.column.facility')}</Table.Th>
            <Table.Th style={NUMBER_CELL}>{t('item.column.discrimination')}</Table.Th>
            <Table.Th>{t('item.column.flags')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {questions.map((question) => (
            <Table.Tr
              key={question.id}
              bg={question.flags.length > 0 ? 'var(--mantine-color-red-light)' : undefined}
              data-flagged={question.flags.length > 0 || undefined}
            >
              <Table.Td style={TOP}>{question.position}</Table.Td>
              <Table.Td style={{ ...TOP, minWidth: 240 }}>
                {localText(question.title, question.title_kk, i18n.language)}
              </Table.Td>
              <Table.Td style={NUMBER_CELL}>
                {formatShare(question.facility)}
                <Text size="xs" c="dimmed">
                  {t('item.correctOf', { correct: question.correct_count, attempts: question.attempts })}
                </Text>
              </Table.Td>
              <Table.Td style={NUMBER_CELL}>{formatCoefficient(question.discrimination)}</Table.Td>
              <Table.Td style={{ ...TOP, minWidth: 220 }}>
                <QuestionFlags flags={question.flags} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
