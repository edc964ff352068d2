import { Injectable } from '@nestjs/common';
import { QueueProcessor, type JobProcessor } from '../../core/queue/queue-processor';
import type { JobHandlers } from '../../core/queue/typed-worker';
import { CreateAccountJob } from './jobs/create-account.job';

/** The accounts queue: the approval's effect (account, pipeline, notification), two at a time. */
@QueueProcessor({ queue: 'accounts', concurrency: 2 })
@Injectable()
export class AccountsWorker implements JobProcessor<'accounts'> {
  constructor(private readonly createAccount: CreateAccountJob) {}

  handlers(): JobHandlers<'accounts'> {
    return { 'create-account': (payload) => this.createAccount.run(payload) };
  }
}
