import { Module } from '@nestjs/common';
import { CandidatePipelineProjectionWriter } from './candidate-pipeline.projection-writer';
import { CertificateOrderProjectionWriter } from './certificate-order.projection-writer';
import { DocumentsWorker } from './documents.worker';
import { IssuerKeysService } from './issuer-keys.service';
import { ExpireCertificatesJob } from './jobs/expire-certificates.job';
import { GenerateCertificateJob } from './jobs/generate-certificate.job';

/**
 * The certificates feature in the worker process: effects and timers advance orders and pipelines there
 * too, so the orders' rows and the experts' accounts must follow; the documents job (queue `documents`)
 * and the daily expiry (maintenance queue).
 */
@Module({
  providers: [
    CertificateOrderProjectionWriter,
    CandidatePipelineProjectionWriter,
    DocumentsWorker,
    GenerateCertificateJob,
    IssuerKeysService,
    ExpireCertificatesJob,
  ],
})
export class CertificatesWorkerModule {}
