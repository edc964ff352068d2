import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { Roles } from '../core/auth/auth.decorators';
import { AppException } from '../core/http/app-exception';
import { ZodValidationPipe } from '../core/http/zod-validation.pipe';

/** The applicationSigning state changes the benchmark drives, as from → to state paths. */
const PLAIN_TRANSITIONS = {
  'staff.sign': ['waiting', 'awaiting_deputy'],
  'deputy.approve': ['awaiting_deputy', 'approved'],
} as const;

const plainEventSchema = z.object({ type: z.enum(['staff.sign', 'deputy.approve']) });

/**
 * The benchmark's baseline (`npm run bench:workflow`): the same state change as the runtime's, done by one
 * UPDATE with no machine, audit row, projection or outbox. Mounted only when BENCH_ENDPOINTS=1.
 */
@ApiExcludeController()
@Controller('bench/workflow-instances')
export class PlainTransitionController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Post(':id/plain-events')
  @HttpCode(200)
  @Roles('admin')
  async send(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(plainEventSchema)) event: z.infer<typeof plainEventSchema>,
  ): Promise<{ id: string; state: string; revision: number }> {
    const [from, to] = PLAIN_TRANSITIONS[event.type];
    const [rows] = (await this.dataSource.query(
      `UPDATE workflow_instances
          SET state_path = $3::text, state_value = to_jsonb($3::text), revision = revision + 1, updated_at = now()
        WHERE id = $1 AND state_path = $2
        RETURNING id::text, state_path AS state, revision`,
      [id, from, to],
    )) as [Array<{ id: string; state: string; revision: number }>, number];
    const row = rows[0];
    if (!row) throw new AppException(409, 'http.conflict');
    return row;
  }
}
