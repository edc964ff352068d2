import { Module } from '@nestjs/common';
import { ApplicationFileSweeper } from './application-file-sweeper';
import { ApplicationSigningProjectionWriter } from './application-signing.projection-writer';
import { ApprovalAdmission } from './approval-admission';
import { ApplicationsBackOfficeController } from './applications-back-office.controller';
import { ApplicationsBackOfficeService } from './applications-back-office.service';
import { ApplicationsExportService } from './applications-export.service';
import { ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';

/**
 * Expert applications: the public submission, the back office's calls, the table's projection writer and the
 * approval's admission.
 */
@Module({
  controllers: [ApplicationsController, ApplicationsBackOfficeController],
  providers: [
    ApplicationsService,
    ApplicationsBackOfficeService,
    ApplicationsExportService,
    ApplicationFileSweeper,
    ApplicationSigningProjectionWriter,
    ApprovalAdmission,
  ],
  exports: [ApplicationFileSweeper],
})
export class ApplicationsModule {}
