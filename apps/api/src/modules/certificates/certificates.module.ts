import { Module } from '@nestjs/common';
import { CandidatePipelineProjectionWriter } from './candidate-pipeline.projection-writer';
import { CertificateEligibilityService } from './certificate-eligibility.service';
import { CertificateIssueService } from './certificate-issue.service';
import { CertificateOrderApprovalsService } from './certificate-order-approvals.service';
import { CertificateOrderProjectionWriter } from './certificate-order.projection-writer';
import { CertificateOrdersController } from './certificate-orders.controller';
import { CertificateOrdersService } from './certificate-orders.service';
import { CertificatesController } from './certificates.controller';
import { CertificatesService } from './certificates.service';
import { CourseCertificatesController } from './course-certificates.controller';
import { ExpertRegisterService } from './expert-register.service';
import { IssuerKeysService } from './issuer-keys.service';
import { StatusListsService } from './status-lists.service';

/**
 * Certificates (issue 14): orders of a course's eligible users, their signatures, the issue, and the
 * projections that keep the orders' rows and the experts' accounts in step with their machines; the
 * certificates' views, files, credential, issuer keys and revocation lists, revoke and regenerate. The worker's half
 * (documents, expiry) is CertificatesWorkerModule.
 */
@Module({
  controllers: [CertificateOrdersController, CourseCertificatesController, CertificatesController],
  providers: [
    CertificateEligibilityService,
    CertificateOrdersService,
    CertificateOrderApprovalsService,
    CertificateIssueService,
    CertificateOrderProjectionWriter,
    CandidatePipelineProjectionWriter,
    CertificatesService,
    IssuerKeysService,
    StatusListsService,
    ExpertRegisterService,
  ],
  // The expert register is served under users/ (UsersController).
  exports: [ExpertRegisterService],
})
export class CertificatesModule {}
