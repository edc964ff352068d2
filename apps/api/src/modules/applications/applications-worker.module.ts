import { Module } from '@nestjs/common';
import { ApplicationFileSweeper } from './application-file-sweeper';
import { ApplicationSigningProjectionWriter } from './application-signing.projection-writer';

/**
 * The applications feature in the worker process: timers and effects advance signing instances here too,
 * so the applications table's projection must follow; the file sweeper runs as a maintenance job.
 */
@Module({
  providers: [ApplicationSigningProjectionWriter, ApplicationFileSweeper],
})
export class ApplicationsWorkerModule {}
