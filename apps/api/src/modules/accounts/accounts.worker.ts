import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Worker } from 'bullmq';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { QueueName } from '../../core/queue/queues';
import { startTypedWorker } from '../../core/queue/typed-worker';
import { CreateAccountJob } from './jobs/create-account.job';

/** The one worker of the accounts queue. */
@Injectable()
export class AccountsWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private worker?: Worker;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly createAccount: CreateAccountJob,
  ) {}

  onApplicationBootstrap(): void {
    this.worker = startTypedWorker(
      this.config,
      QueueName.Accounts,
      {
        'create-account': (payload) => this.createAccount.run(payload),
      },
      2,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
