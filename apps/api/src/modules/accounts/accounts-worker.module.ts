import { Module } from '@nestjs/common';
import { AccountsWorker } from './accounts.worker';
import { CreateAccountJob } from './jobs/create-account.job';
import { PasswordLinksService } from './password-links.service';
import { PipelineStarter } from './pipeline-starter.service';

/** The accounts feature in the worker process: the approval's job and what it uses. */
@Module({
  providers: [AccountsWorker, CreateAccountJob, PipelineStarter, PasswordLinksService],
})
export class AccountsWorkerModule {}
