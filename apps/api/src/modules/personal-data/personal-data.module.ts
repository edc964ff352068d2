import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { PersonalDataCopyService } from './copy/personal-data-copy.service';
import { DataAccessController } from './data-access.controller';
import { DataAccessService } from './data-access.service';
import { ErasureRequestsController } from './erasure-requests.controller';
import { ErasureRequestsService } from './erasure/erasure-requests.service';
import { PersonalDataEraser } from './erasure/personal-data-eraser';
import { MyPersonalDataController } from './my-personal-data.controller';
import { RetentionService } from './retention/retention.service';

/**
 * What the portal answers for about personal data: the access log (its recorder is core's DataAccessLog), a
 * person's copy, erasure on request and by retention (whose daily job runs in the worker,
 * PersonalDataWorkerModule).
 */
@Module({
  imports: [AuthModule, MailModule],
  controllers: [DataAccessController, MyPersonalDataController, ErasureRequestsController],
  providers: [
    DataAccessService,
    PersonalDataCopyService,
    PersonalDataEraser,
    ErasureRequestsService,
    RetentionService,
  ],
  exports: [PersonalDataEraser, RetentionService],
})
export class PersonalDataModule {}
