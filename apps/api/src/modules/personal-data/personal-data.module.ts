import { Module } from '@nestjs/common';
import { DataAccessController, MyDataAccessController } from './data-access.controller';
import { DataAccessService } from './data-access.service';
import { PersonalDataEraser } from './erasure/personal-data-eraser';
import { RetentionService } from './retention/retention.service';

/**
 * What the portal answers for about personal data: the access log (its recorder is core's DataAccessLog),
 * erasure and retention (whose daily job runs in the worker, PersonalDataWorkerModule).
 */
@Module({
  controllers: [DataAccessController, MyDataAccessController],
  providers: [DataAccessService, PersonalDataEraser, RetentionService],
  exports: [PersonalDataEraser, RetentionService],
})
export class PersonalDataModule {}
