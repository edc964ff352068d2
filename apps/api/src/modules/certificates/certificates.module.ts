import { Module } from '@nestjs/common';
import { CandidatePipelineProjectionWriter } from './candidate-pipeline.projection-writer';
import { CertificateEligibilityService } from './certificate-eligibility.service';
import { CertificateIssueService } from './certificate-issue.service';
import { CertificateOrderApprovalsService } from './certificate-order-approvals.service';
import { CertificateOrderProjectionWriter } from './certificate-order.projection-writer';
import { CertificateOrdersController } from './certificate-orders.controller';
import { CertificateOrdersService } from './certificate-orders.service';
import { CourseCertificatesController } from './course-certificates.controller';

/**
 * Certificates (issue 14): orders of a course's eligible users, their signatures, the issue, and the
 * projections that keep the orders' rows and the experts' accounts in step with their machines.
 */
@Module({
  controllers: [CertificateOrdersController, CourseCertificatesController],
  providers: [
    CertificateEligibilityService,
    CertificateOrdersService,
    CertificateOrderApprovalsService,
    CertificateIssueService,
    CertificateOrderProjectionWriter,
    CandidatePipelineProjectionWriter,
  ],
})
export class CertificatesModule {}
