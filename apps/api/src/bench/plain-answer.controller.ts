import { Body, Controller, Put } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { Roles } from '../core/auth/auth.decorators';
import { ZodValidationPipe } from '../core/http/zod-validation.pipe';

const plainAnswerSchema = z.strictObject({
  attempt_id: z.number().int().positive(),
  question_id: z.number().int().positive(),
  answer_id: z.array(z.number().int().positive()).max(20),
});

/**
 * The baseline of `npm run bench:tests`: one answer saved by one upsert, with no check of the attempt, its
 * owner, its deadline or the question's options — only the candidate's sign-in, as the autosave has.
 * Mounted only when BENCH_ENDPOINTS=1.
 */
@ApiExcludeController()
@Controller('bench/pre-course-answers')
export class PlainAnswerController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Put()
  @Roles('user')
  async save(
    @Body(new ZodValidationPipe(plainAnswerSchema)) answer: z.infer<typeof plainAnswerSchema>,
  ): Promise<{ question_id: number; answer_id: number[]; saved_at: string }> {
    const [saved] = (await this.dataSource.query(
      `INSERT INTO pre_course_attempt_answers (attempt_id, question_id, answer_ids, saved_at)
       VALUES ($1, $2, $3::int[], now())
       ON CONFLICT (attempt_id, question_id)
         DO UPDATE SET answer_ids = EXCLUDED.answer_ids, saved_at = EXCLUDED.saved_at
       RETURNING saved_at`,
      [answer.attempt_id, answer.question_id, answer.answer_id],
    )) as Array<{ saved_at: Date }>;
    return {
      question_id: answer.question_id,
      answer_id: answer.answer_id,
      saved_at: saved.saved_at.toISOString(),
    };
  }
}
