import { Injectable } from '@nestjs/common';
import { QueueProcessor, type JobProcessor } from '../../core/queue/queue-processor';
import type { JobHandlers } from '../../core/queue/typed-worker';
import { GenerateCertificateJob } from './jobs/generate-certificate.job';

/** The documents queue: a certificate's PDFs, .docx and credential, two certificates at a time. */
@QueueProcessor({ queue: 'documents', concurrency: 2 })
@Injectable()
export class DocumentsWorker implements JobProcessor<'documents'> {
  constructor(private readonly generateCertificate: GenerateCertificateJob) {}

  handlers(): JobHandlers<'documents'> {
    return { 'generate-certificate': (payload) => this.generateCertificate.run(payload) };
  }
}
