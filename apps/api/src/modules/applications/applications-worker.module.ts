import { Module } from '@nestjs/common';
import { ApplicationFileSweeper } from './application-file-sweeper';
import { ApplicationSigningProjectionWriter } from './application-signing.projection-writer';
import { ApprovalAdmission } from './approval-admission';
import { CompactApplicationCountsJob } from './jobs/compact-application-counts.job';
import { MailRefusalJob } from './jobs/mail-refusal.job';

/**
 * The applications feature in the worker process: timers and effects advance signing instances here too,
 * so the applications table's projection must follow and the approval's admission holds; a refusal's mail is
 * the `mailRefusal` effect's job; the file sweeper and the fold of the list's count deltas run as maintenance
 * jobs.
 */
@Module({
  providers: [
    ApplicationSigningProjectionWriter,
    ApprovalAdmission,
    ApplicationFileSweeper,
    CompactApplicationCountsJob,
    MailRefusalJob,
  ],
})
export class ApplicationsWorkerModule {}
