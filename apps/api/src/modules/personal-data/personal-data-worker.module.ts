import { Module } from '@nestjs/common';
import { AccountAuditService } from '../../core/auth/account-audit.service';
import { PersonalDataEraser } from './erasure/personal-data-eraser';
import { RetentionJob } from './retention/retention.job';
import { RetentionService } from './retention/retention.service';

/** Personal data in the worker process: the daily retention job (its erasures write the audit trail). */
@Module({ providers: [AccountAuditService, PersonalDataEraser, RetentionService, RetentionJob] })
export class PersonalDataWorkerModule {}
