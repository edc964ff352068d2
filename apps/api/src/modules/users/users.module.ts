import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CertificatesModule } from '../certificates/certificates.module';
import { StatisticsModule } from '../statistics/statistics.module';
import { DocumentsController } from './documents.controller';
import { User } from './user.entity';
import { UserDocumentsService } from './user-documents.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User]), CertificatesModule, StatisticsModule],
  controllers: [UsersController, DocumentsController],
  providers: [UsersService, UserDocumentsService],
  exports: [UsersService],
})
export class UsersModule {}
