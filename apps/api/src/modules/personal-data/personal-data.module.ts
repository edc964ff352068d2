import { Module } from '@nestjs/common';
import { DataAccessController, MyDataAccessController } from './data-access.controller';
import { DataAccessService } from './data-access.service';

/** What the portal answers for about personal data: the access log (the recorder is core's DataAccessLog). */
@Module({
  controllers: [DataAccessController, MyDataAccessController],
  providers: [DataAccessService],
})
export class PersonalDataModule {}
