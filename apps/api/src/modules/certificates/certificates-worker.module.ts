import { Module } from '@nestjs/common';
import { CandidatePipelineProjectionWriter } from './candidate-pipeline.projection-writer';
import { CertificateOrderProjectionWriter } from './certificate-order.projection-writer';

/**
 * The certificates feature in the worker process: effects and timers advance orders and pipelines there
 * too, so the orders' rows and the experts' accounts must follow.
 */
@Module({
  providers: [CertificateOrderProjectionWriter, CandidatePipelineProjectionWriter],
})
export class CertificatesWorkerModule {}
