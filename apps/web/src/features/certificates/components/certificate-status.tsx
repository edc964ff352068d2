import type { CertificateStatus, PublicCertificateDto } from '@expert-portal/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const STATUS_COLORS: Record<CertificateStatus, string> = {
  active: 'green',
  expired: 'orange',
  revoked: 'red',
};

/**
 * The certificate as shown: revoked when the register says so or when its credential's bit in the status
 * list is set (the check the API makes as any verifier would).
 */
export function shownStatus(certificate: PublicCertificateDto): CertificateStatus {
  return certificate.credential_status?.revoked ? 'revoked' : certificate.status;
}

/** A certificate's status as a short coloured word: действителен, истёк, отозван. */
export function CertificateStatusBadge({ status }: { status: CertificateStatus }) {
  const { t } = useTranslation('public');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ textTransform: 'none', flexShrink: 0 }}>
      {t(`certificateStatus.${status}`)}
    </Badge>
  );
}
