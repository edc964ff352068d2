import { Module } from '@nestjs/common';
import { DocumentsWorker } from './documents.worker';
import { IssuerKeysService } from './issuer-keys.service';
import { ExpireCertificatesJob } from './jobs/expire-certificates.job';
import { GenerateCertificateJob } from './jobs/generate-certificate.job';

/** Certificates in the worker process: the documents job and the daily expiry (maintenance queue). */
@Module({
  providers: [DocumentsWorker, GenerateCertificateJob, IssuerKeysService, ExpireCertificatesJob],
})
export class CertificatesWorkerModule {}
