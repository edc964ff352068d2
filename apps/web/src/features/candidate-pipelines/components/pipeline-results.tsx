import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CandidatePipelineProjection, Graded, PipelineTestResult } from '@expert-portal/machines';
import { formatScore } from '@/shared/lib/score';

const TEST_COLORS: Record<PipelineTestResult['status'], string> = {
  not_started: 'gray',
  in_progress: 'blue',
  grading: 'yellow',
  passed: 'green',
  failed: 'red',
};

function GradeText({ grade, kind }: { grade: Graded | null; kind: 'pass' | 'score' }) {
  const { t } = useTranslation('candidates');
  if (!grade) return <Text size="sm">{t('results.notGraded')}</Text>;
  const text =
    kind === 'pass'
      ? t(grade.passed ? 'results.passed' : 'results.failed')
      : t('results.gradeValue', { grade: formatScore(grade.grade) });
  return (
    <Text size="sm" c={grade.passed ? 'green' : 'red'}>
      {text}
    </Text>
  );
}

interface PipelineResultsProps {
  projection: CandidatePipelineProjection;
  titles: Map<number, string> | undefined;
}

/** The pre-course tests with their scores and pass marks, and the interview, essay and practice grades. */
export function PipelineResults({ projection, titles }: PipelineResultsProps) {
  const { t } = useTranslation('candidates');
  const { tests, interview, essay, practice } = projection;
  const graded = [
    { key: 'interview', label: t('results.interview'), grade: interview, kind: 'pass' as const },
    { key: 'essay', label: t('results.essay'), grade: essay, kind: 'score' as const },
    {
      key: 'practice',
      label: t('results.practice'),
      grade: practice?.result ?? null,
      kind: 'score' as const,
    },
  ].filter((row) => row.grade || (row.key === 'practice' && practice));

  if (tests.length === 0 && graded.length === 0) return <Text c="dimmed">{t('results.none')}</Text>;
  return (
    <Stack gap="sm">
      {tests.length > 0 && (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing={6} fz="sm" aria-label={t('results.tests')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('results.test')}</Table.Th>
                <Table.Th>{t('results.score')}</Table.Th>
                <Table.Th>{t('results.threshold')}</Table.Th>
                <Table.Th>{t('results.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tests.map((test, index) => (
                <Table.Tr key={test.test_id}>
                  <Table.Td>
                    {titles?.get(test.test_id) ?? t('results.testNumber', { number: index + 1 })}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {test.score === null ? '—' : formatScore(test.score)}
                    {test.expired ? ` (${t('results.expired')})` : ''}
                  </Table.Td>
                  <Table.Td>{test.threshold}</Table.Td>
                  <Table.Td>
                    <Badge color={TEST_COLORS[test.status]} variant="light" style={{ textTransform: 'none' }}>
                      {t(`testStatus.${test.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {graded.length > 0 && (
        <Table verticalSpacing={6} fz="sm">
          <Table.Tbody>
            {graded.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" w="45%">
                  {row.label}
                </Table.Th>
                <Table.Td>
                  <GradeText grade={row.grade} kind={row.kind} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
