import type { UserDto } from '@expert-portal/contracts';
import { Button, Stack, Table, Text } from '@mantine/core';
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

/** The education documents the candidate sent with their application, to download. */
export function EducationTab({ user }: { user: UserDto }) {
  const { t } = useTranslation('candidate');
  const { application } = user;
  if (application === null) return <Text c="dimmed">{t('education.noApplication')}</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('education.source')}
      </Text>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {EDUCATION_DOCUMENTS.map((document) => (
            <DocumentRow key={document} application={application} document={document} />
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
