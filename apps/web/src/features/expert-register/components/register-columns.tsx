import type { ExpertRegisterRowDto, RegisterCertificateDto } from '@expert-portal/contracts';
import { Anchor, Badge, Button, Group, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatDate } from '@/shared/lib/dates';
import { localText } from '@/shared/lib/local-title';
import { formatPhone } from '@/shared/lib/phone';
import { certificatePath } from '@/shared/lib/routes';
import { ROW_END_CLASS } from '@/shared/ui/openable-row';
import type { PagedTableColumn } from '@/shared/ui/paged-table';
import { RegisterFileLink } from './register-file-link';
import '@/shared/ui/column-rows.css';

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
// break-word, not anywhere: a cell keeps its words whole.
const wrap = { overflowWrap: 'break-word' } as const;

/** One fact of a grouped cell: its name, dimmed, before its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="cell-line">
      <span className="cell-label">{label}:</span> {children}
    </p>
  );
}

/**
 * The register's columns. Its nineteen facts are grouped into seven columns (who, contacts, certificate,
 * courses, documents, actions), each fact named inside its cell, so that the table fits a 1366 px screen
 * beside the sidebar with «Отозвать» in view; the Excel export keeps one column per fact.
 */
export function registerColumns({
  t,
  language,
  numberOf,
  onRevoke,
  onRegenerate,
}: ColumnsOptions): PagedTableColumn<ExpertRegisterRowDto>[] {
  const date = (value: string | null | undefined) => (value ? formatDate(value, language) : dash);
  // A date never breaks inside («3 окт.» / «2026 г.»).
  const day = (value: string | null | undefined) => (
    <span style={{ whiteSpace: 'nowrap' }}>{date(value)}</span>
  );
  const course = (item: { title: string; title_kk: string }) =>
    localText(item.title, item.title_kk, language);
  return [
    { key: 'number', header: '№', cell: numberOf },
    {
      key: 'name',
      header: t('column.name'),
      style: { minWidth: 170, ...wrap },
      cell: (row) => (
        <div className="cell-lines">
          <p className="cell-line cell-strong">{row.name || dash}</p>
          <p className="cell-line cell-dimmed">{row.username}</p>
          <Fact label={t('column.iin')}>
            <span style={{ whiteSpace: 'nowrap' }}>{row.iin || dash}</span>
          </Fact>
        </div>
      ),
    },
    {
      key: 'contacts',
      header: t('column.contacts'),
      // Wide enough that an address breaks at most once; a long one still wraps rather than widening the table.
      style: { minWidth: 200, ...wrap },
      cell: (row) => (
        <div className="cell-lines">
          {/* An address is one long word: it may break anywhere rather than widen the table. */}
          <p className="cell-line" style={{ overflowWrap: 'anywhere' }}>
            {row.email || dash}
          </p>
          <p className="cell-line" style={{ whiteSpace: 'nowrap' }}>
            {row.phone ? formatPhone(row.phone) : dash}
          </p>
          <Fact label={t('column.workplace')}>{row.workplace || dash}</Fact>
        </div>
      ),
    },
    {
      key: 'certificate',
      header: t('column.certificate'),
      style: { minWidth: 200, ...wrap },
      cell: (row) => {
        const certificate = row.certificate;
        if (!certificate) return dash;
        return (
          <div className="cell-lines start">
            <Group gap={6} wrap="wrap">
              <Anchor href={certificatePath(certificate.uuid)} target="_blank" rel="noopener" size="sm">
                {certificate.serial_number}
              </Anchor>
              <Badge
                color={STATUS_COLORS[certificate.status]}
                variant="light"
                style={{ textTransform: 'none' }}
              >
                {t(`status.${certificate.status}`)}
              </Badge>
            </Group>
            <Fact label={t('column.certificateNumber')}>{certificate.id}</Fact>
            <Fact label={t('column.start')}>{day(certificate.start_date)}</Fact>
            <Fact label={t('column.end')}>{day(certificate.expiration_date)}</Fact>
            <Fact label={t('column.act')}>
              {localText(certificate.act_number, certificate.act_number_kk, language) || dash}
            </Fact>
            <Fact label={t('column.hours')}>{certificate.academic_hours ?? dash}</Fact>
            <Fact label={t('column.educationType')}>
              {localText(certificate.education_type, certificate.education_type_kk, language) || dash}
            </Fact>
          </div>
        );
      },
    },
    {
      key: 'courses',
      header: t('column.coursesGroup'),
      style: { minWidth: 170, ...wrap },
      cell: (row) => (
        <div className="cell-lines">
          <Fact label={t('column.currentCourse')}>
            {row.current_course ? course(row.current_course) : dash}
          </Fact>
          <Fact label={t('column.courses')}>
            {row.courses.length ? row.courses.map(course).join('; ') : dash}
          </Fact>
        </div>
      ),
    },
    {
      key: 'documents',
      header: t('column.documents'),
      cell: (row) => {
        const files = DOCUMENTS.flatMap((field) => {
          const url = row.documents[field];
          return url ? [{ field, url }] : [];
        });
        const certificate = row.certificate;
        return (
          <div className="cell-lines start">
            {files.map(({ field, url }) => (
              <RegisterFileLink
                key={field}
                url={url}
                fileName={`${t(`document.${field}`)} — ${row.name || row.username}`}
                label={t(`document.${field}`)}
                ariaLabel={`${t(`document.${field}`)}: ${row.name}`}
              />
            ))}
            {certificate &&
              (certificate.file ? (
                <RegisterFileLink
                  url={certificate.file}
                  fileName={`certificate-${certificate.serial_number}`}
                  label={t('file.certificate')}
                  ariaLabel={`${t('file.certificate')}: ${row.name}`}
                />
              ) : (
                <p className="cell-line cell-dimmed">{t('file.preparing')}</p>
              ))}
            <Fact label={t('column.expertized')}>
              {row.expertized_date ? `${t('yes')} (${date(row.expertized_date)})` : t('no')}
            </Fact>
          </div>
        );
      },
    },
    {
      key: 'actions',
      header: t('column.actions'),
      className: ROW_END_CLASS,
      cell: (row) => {
        const certificate = row.certificate;
        if (!certificate) return dash;
        return (
          <Stack gap={6} align="stretch">
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
          </Stack>
        );
      },
    },
  ];
}
