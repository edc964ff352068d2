import { Module } from '@nestjs/common';
import { ApplicationFileSweeper } from './application-file-sweeper';
import { ApplicationSigningProjectionWriter } from './application-signing.projection-writer';
import { ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';

/** Expert applications: the public submission and the applications table's projection writer. */
@Module({
  controllers: [ApplicationsController],
  providers: [ApplicationsService, ApplicationFileSweeper, ApplicationSigningProjectionWriter],
  exports: [ApplicationFileSweeper],
})
export class ApplicationsModule {}
