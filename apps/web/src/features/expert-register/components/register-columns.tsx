import type { ExpertRegisterRowDto, RegisterCertificateDto } from '@expert-portal/contracts';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { formatDate } from '@/shared/lib/dates';
import { localText } from '@/shared/lib/local-title';
import { formatPhone } from '@/shared/lib/phone';
import { certificatePath } from '@/shared/lib/routes';
import type { PagedTableColumn } from '@/shared/ui/paged-table';
import { RegisterFileLink } from './register-file-link';

const STATUS_COLORS: Record<RegisterCertificateDto['status'], string> = {
  active: 'green',
  expired: 'orange',
  revoked: 'red',
};

const DOCUMENTS = ['education_diploma', 'academic_degree_certificate', 'identity_doc'] as const;

interface ColumnsOptions {
  t: TFunction;
  language: string;
  /** The row's number in the whole filtered list (1 on the first row of the first page). */
  numberOf: (row: ExpertRegisterRowDto) => number;
  onRevoke: (row: ExpertRegisterRowDto, certificate: RegisterCertificateDto) => void;
  onRegenerate: (row: ExpertRegisterRowDto, certificate: RegisterCertificateDto) => void;
}

const dash = '—';
// break-word, not anywhere: a cell keeps its words whole and the table grows sideways (it scrolls) instead.
const wrap = { overflowWrap: 'break-word' } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** The register's columns in their fixed order, then the documents, the certificate file and the actions. */
export function registerColumns({
  t,
  language,
  numberOf,
  onRevoke,
  onRegenerate,
}: ColumnsOptions): PagedTableColumn<ExpertRegisterRowDto>[] {
  const date = (value: string | null | undefined) => (value ? formatDate(value, language) : dash);
  const course = (item: { title: string; title_kk: string }) =>
    localText(item.title, item.title_kk, language);
  return [
    { key: 'number', header: '№', cell: numberOf },
    {
      key: 'name',
      header: t('column.name'),
      style: { minWidth: 180, ...wrap },
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500} inherit>
            {row.name || dash}
          </Text>
          <Text size="xs" c="dimmed" inherit>
            {row.username}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'email',
      header: t('column.email'),
      // Wide enough that an address breaks at most once; a long one still wraps rather than widening the table.
      style: { minWidth: 200, ...wrap },
      cell: (row) => row.email || dash,
    },
    {
      key: 'phone',
      header: t('column.phone'),
      style: nowrap,
      cell: (row) => (row.phone ? formatPhone(row.phone) : dash),
    },
    {
      key: 'workplace',
      header: t('column.workplace'),
      style: { minWidth: 160, ...wrap },
      cell: (row) => row.workplace || dash,
    },
    {
      key: 'certificateNumber',
      header: t('column.certificateNumber'),
      cell: (row) => row.certificate?.id ?? dash,
    },
    { key: 'iin', header: t('column.iin'), style: nowrap, cell: (row) => row.iin || dash },
    {
      key: 'serial',
      header: t('column.serial'),
      style: nowrap,
      cell: (row) =>
        row.certificate ? (
          <Stack gap={4} align="flex-start">
            <Anchor href={certificatePath(row.certificate.uuid)} target="_blank" rel="noopener" size="sm">
              {row.certificate.serial_number}
            </Anchor>
            <Badge
              color={STATUS_COLORS[row.certificate.status]}
              variant="light"
              style={{ textTransform: 'none' }}
            >
              {t(`status.${row.certificate.status}`)}
            </Badge>
          </Stack>
        ) : (
          dash
        ),
    },
    {
      key: 'start',
      header: t('column.start'),
      style: nowrap,
      cell: (row) => date(row.certificate?.start_date),
    },
    {
      key: 'end',
      header: t('column.end'),
      style: nowrap,
      cell: (row) => date(row.certificate?.expiration_date),
    },
    {
      key: 'act',
      header: t('column.act'),
      style: wrap,
      cell: (row) =>
        row.certificate
          ? localText(row.certificate.act_number, row.certificate.act_number_kk, language) || dash
          : dash,
    },
    {
      key: 'currentCourse',
      header: t('column.currentCourse'),
      style: { minWidth: 160, ...wrap },
      cell: (row) => (row.current_course ? course(row.current_course) : dash),
    },
    {
      key: 'courses',
      header: t('column.courses'),
      style: { minWidth: 180, ...wrap },
      cell: (row) => (row.courses.length ? row.courses.map(course).join('; ') : dash),
    },
    { key: 'hours', header: t('column.hours'), cell: (row) => row.certificate?.academic_hours ?? dash },
    {
      key: 'educationType',
      header: t('column.educationType'),
      style: wrap,
      cell: (row) =>
        row.certificate
          ? localText(row.certificate.education_type, row.certificate.education_type_kk, language) || dash
          : dash,
    },
    {
      key: 'expertized',
      header: t('column.expertized'),
      style: nowrap,
      cell: (row) => (row.expertized_date ? `${t('yes')} (${date(row.expertized_date)})` : t('no')),
    },
    {
      key: 'documents',
      header: t('column.documents'),
      cell: (row) => {
        const files = DOCUMENTS.flatMap((field) => {
          const url = row.documents[field];
          return url ? [{ field, url }] : [];
        });
        if (files.length === 0) return dash;
        return (
          <Stack gap={2} align="flex-start">
            {files.map(({ field, url }) => (
              <RegisterFileLink
                key={field}
                url={url}
                fileName={`${t(`document.${field}`)} — ${row.name || row.username}`}
                label={t(`document.${field}`)}
                ariaLabel={`${t(`document.${field}`)}: ${row.name}`}
              />
            ))}
          </Stack>
        );
      },
    },
    {
      key: 'certificateFile',
      header: t('column.certificateFile'),
      style: nowrap,
      cell: (row) => {
        const certificate = row.certificate;
        if (!certificate) return dash;
        const url = certificate.file;
        if (!url)
          return (
            <Text size="sm" c="dimmed" inherit>
              {t('file.preparing')}
            </Text>
          );
        return (
          <RegisterFileLink
            url={url}
            fileName={`certificate-${certificate.serial_number}`}
            label={t('file.certificate')}
            ariaLabel={`${t('file.certificate')}: ${row.name}`}
          />
        );
      },
    },
    {
      key: 'actions',
      header: t('column.actions'),
      style: { minWidth: 240 },
      cell: (row) => {
        const certificate = row.certificate;
        if (!certificate) return dash;
        return (
          <Group gap={6}>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => onRegenerate(row, certificate)}
              disabled={certificate.status === 'revoked'}
              aria-label={`${t('regenerate.action')}: ${certificate.serial_number}`}
            >
              {t('regenerate.action')}
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => onRevoke(row, certificate)}
              disabled={certificate.status === 'revoked'}
              aria-label={`${t('revoke.action')}: ${certificate.serial_number}`}
            >
              {t('revoke.action')}
            </Button>
          </Group>
        );
      },
    },
  ];
}
