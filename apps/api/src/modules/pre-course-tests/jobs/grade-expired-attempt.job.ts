import { Injectable } from '@nestjs/common';
import { gradeAttemptEffectSchema } from '@expert-portal/machines';
import { UnrecoverableError } from 'bullmq';
import { QueueProcessor, type JobProcessor } from '../../../core/queue/queue-processor';
import type { JobHandlers } from '../../../core/queue/typed-worker';
import { PreCourseAttemptsService } from '../pre-course-attempts.service';

/**
 * The pipeline's `gradeAttempt` effect: an attempt ran out of time, so its saved answers are graded (the
 * unanswered ones count as wrong) and the score goes back to the pipeline — like a quiz submitted
 * automatically when its time is up.
 */
@QueueProcessor({ queue: 'pre-course-tests', concurrency: 4 })
@Injectable()
export class GradeExpiredAttemptJob implements JobProcessor<'pre-course-tests'> {
  constructor(private readonly attempts: PreCourseAttemptsService) {}

  handlers(): JobHandlers<'pre-course-tests'> {
    return {
      'grade-expired-attempt': (payload) => {
        const checked = gradeAttemptEffectSchema.safeParse(payload.params);
        if (!checked.success)
          throw new UnrecoverableError(`invalid grade-expired-attempt: ${checked.error.message}`);
        const { user_id, test_id, started_at } = checked.data;
        return this.attempts.gradeExpired(user_id, test_id, started_at);
      },
    };
  }
}
