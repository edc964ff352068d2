import { Module } from '@nestjs/common';
import { CertificatesController } from './certificates.controller';
import { CertificatesService } from './certificates.service';
import { IssuerKeysService } from './issuer-keys.service';

/**
 * Certificates in the API (issue 14): orders and their issue, the certificates' views, files, credential,
 * revoke and regenerate. The worker's half is CertificatesWorkerModule.
 */
@Module({
  controllers: [CertificatesController],
  providers: [CertificatesService, IssuerKeysService],
  exports: [CertificatesService],
})
export class CertificatesModule {}
