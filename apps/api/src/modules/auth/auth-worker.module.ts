import { Module } from '@nestjs/common';
import { PurgeExpiredAuthJob } from './jobs/purge-expired-auth.job';

/** The auth feature in the worker process: purging expired logins, as a maintenance job. */
@Module({ providers: [PurgeExpiredAuthJob] })
export class AuthWorkerModule {}
