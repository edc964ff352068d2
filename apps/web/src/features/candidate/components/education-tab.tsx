import type { NamedItemDto, ProfileDto, ProfileEducationDto } from '@expert-portal/contracts';
import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import {
  downloadApplicationDocument,
  EDUCATION_DOCUMENTS,
  type EducationDocument,
} from '../api/download-application-document';

interface DocumentRowProps {
  application: number;
  document: EducationDocument;
}

function DocumentRow({ application, document }: DocumentRowProps) {
  const { t } = useTranslation('candidate');
  const label = t(`education.document.${document}`);
  const download = useMutation({
    mutationFn: () => downloadApplicationDocument(application, document, label),
  });
  const missing = download.error instanceof ApiError && download.error.status === 404;

  return (
    <Table.Tr>
      <Table.Th scope="row">{label}</Table.Th>
      <Table.Td>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate()}
          aria-label={`${t('education.download')}: ${label}`}
        >
          {t('education.download')}
        </Button>
        {download.isError && (
          <Text size="sm" c={missing ? 'dimmed' : 'red'} mt={4}>
            {missing
              ? t('education.missing')
              : `${t('education.downloadError')}: ${errorMessage(download.error, t)}`}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function EducationDetails({ education }: { education: ProfileEducationDto }) {
  const { t, i18n } = useTranslation('candidate');
  const name = (item: NamedItemDto) => (i18n.language === 'ru' ? item.name_ru : item.name_kk);
  const rows: Array<[string, string]> = [
    [t('education.level'), name(education.education_level)],
    [t('education.subject'), name(education.subject)],
    [t('education.subject2'), education.subject2 ? name(education.subject2) : '—'],
    [t('education.teacherCategory'), name(education.teacher_category)],
    [t('education.academicDegree'), t(education.academic_status ? 'education.yes' : 'education.no')],
  ];
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The education the candidate gave in their application, and its documents to download. */
export function EducationTab({ user }: { user: ProfileDto }) {
  const { t } = useTranslation('candidate');
  const { application, education } = user;
  if (application === null) return <Text c="dimmed">{t('education.noApplication')}</Text>;
  // The degree's document is asked for only from those who hold one.
  const documents = EDUCATION_DOCUMENTS.filter(
    (document) => document !== 'academic_degree_certificate' || education?.academic_status,
  );
  return (
    <Stack gap="sm">
      {education && <EducationDetails education={education} />}
      <Title order={3} size="h5" mt="sm">
        {t('education.documents')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('education.source')}
      </Text>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {documents.map((document) => (
            <DocumentRow key={document} application={application} document={document} />
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
