import { Module } from '@nestjs/common';
import { PersonalDataEraser } from './erasure/personal-data-eraser';
import { RetentionJob } from './retention/retention.job';
import { RetentionService } from './retention/retention.service';

/** Personal data in the worker process: the daily retention job. */
@Module({ providers: [PersonalDataEraser, RetentionService, RetentionJob] })
export class PersonalDataWorkerModule {}
