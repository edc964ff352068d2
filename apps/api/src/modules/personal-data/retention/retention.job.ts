import { Injectable } from '@nestjs/common';
import { QueueProcessor, type JobProcessor } from '../../../core/queue/queue-processor';
import { RetentionService } from './retention.service';

const DAILY_MS = 24 * 3600 * 1000;

/** Erases, once a day, the personal data whose retention period ran out (maintenance schedule). */
@QueueProcessor({ queue: 'maintenance' })
@Injectable()
export class RetentionJob implements JobProcessor<'maintenance'> {
  constructor(private readonly retention: RetentionService) {}

  handlers() {
    return {
      retention: async () => {
        const { erased, files } = await this.retention.run();
        return { erased, files };
      },
    };
  }

  schedules() {
    return { retention: DAILY_MS };
  }
}
