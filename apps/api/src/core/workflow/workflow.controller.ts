import { Body, Controller, Get, Headers, HttpCode, Logger, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  instanceListItemSchema,
  instanceViewSchema,
  isInt64Id,
  machineDiagramSchema,
  machineSummarySchema,
  pageQuerySchema,
  pageSchema,
  translate,
  z,
  type Page,
  workflowBulkResultSchema,
  workflowHistoryEntrySchema,
  type WorkflowHistoryEntry,
} from '@expert-portal/contracts';
import { toDiagram, type MachineDiagram } from '@expert-portal/machines';
import type { Request } from 'express';
import { CurrentUser, Roles, type AuthUser } from '../auth/auth.decorators';
import { ApiContract, IDEMPOTENCY_KEY_HEADER } from '../http/api-contract';
import { AppException } from '../http/app-exception';
import { refusedItemAnswer } from '../http/bulk-answer';
import { toPage } from '../http/paginate';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { requestLanguage } from '../i18n/request-language';
import { runBulk } from './bulk';
import { instanceIdParam } from './workflow-instance.row';
import { workflowOf } from './workflow-registry';
import { SendsAnyEvent } from './sends-events';
import { WorkflowQueries, type InstanceListItem, type MachineSummary } from './workflow-queries';
import { WorkflowRuntime } from './workflow-runtime.service';
import type { InstanceView } from './workflow-view';

const BACK_OFFICE = ['admin', 'director', 'deputy', 'staff', 'analyst'] as const;
/** The roles of the web app's statechart screens (/analyst/workflows, which admins enter too). */
const DIAGRAM_READERS = ['analyst', 'admin'] as const;

const instancesQuerySchema = pageQuerySchema.extend({
  state: z.string().max(200).optional(),
  search: z.string().max(120).optional(),
});
const eventSchema = z.looseObject({ type: z.string({ error: 'validation.required' }).min(1).max(80) });
const bulkSchema = z.strictObject({
  // Every id is checked before any item runs: one malformed id refuses the request, it never fails midway.
  instance_ids: z
    .array(z.coerce.string().refine(isInt64Id, { error: 'validation.invalid' }))
    .min(1)
    .max(500),
  event: eventSchema,
});

/** Reading machines and instances, and sending events; every state change goes through the runtime. */
@ApiTags('workflows')
@Controller()
export class WorkflowController {
  private readonly logger = new Logger('Workflows');

  constructor(
    private readonly runtime: WorkflowRuntime,
    private readonly queries: WorkflowQueries,
  ) {}

  @ApiContract({
    summary: 'The machines, with their instances counted per state',
    response: z.array(machineSummarySchema),
    errors: [401, 403],
  })
  @Roles(...BACK_OFFICE)
  @Get('workflows')
  machines(): Promise<MachineSummary[]> {
    return this.queries.machines();
  }

  @ApiContract({
    summary: 'A machine as a directed graph, for diagrams (analysts and admins, whose screens draw them)',
    params: { machine: 'text' },
    response: machineDiagramSchema,
    errors: [401, 403, 404],
  })
  @Roles(...DIAGRAM_READERS)
  @Get('workflows/:machine/definition')
  definition(@Param('machine') machine: string): MachineDiagram {
    return toDiagram(workflowOf(machine).machine);
  }

  @ApiContract({
    summary: 'A machine’s instances the caller may read',
    params: { machine: 'text' },
    query: instancesQuerySchema,
    response: pageSchema(instanceListItemSchema),
    errors: [401, 404],
  })
  @Get('workflows/:machine/instances')
  instances(
    @Param('machine') machine: string,
    @Query(new ZodValidationPipe(instancesQuerySchema)) query: z.infer<typeof instancesQuerySchema>,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<Page<InstanceListItem>> {
    return this.queries
      .instances(workflowOf(machine).id, query, user)
      .then(([rows, count]) => toPage(req, query, count, rows));
  }

  @ApiContract({
    summary:
      'The caller’s own instance of a machine (a candidate’s pipeline), with the events they may send now',
    params: { machine: 'text' },
    response: instanceViewSchema,
    errors: [401, 404],
  })
  @Get('workflows/:machine/mine')
  async mine(@Param('machine') machine: string, @CurrentUser() user: AuthUser): Promise<InstanceView> {
    const id = await this.queries.ownInstanceId(workflowOf(machine).id, user.id);
    if (id === null) throw new AppException(404, 'http.not_found');
    return this.runtime.view({ id }, user);
  }

  @ApiContract({
    summary: 'An instance, with the events the caller may send now',
    params: { id: 'bigid' },
    response: instanceViewSchema,
    errors: [401, 403, 404],
  })
  @Get('workflow-instances/:id')
  instance(@Param('id') id: string, @CurrentUser() user: AuthUser): Promise<InstanceView> {
    return this.runtime.view({ id: instanceIdParam(id) }, user);
  }

  @ApiContract({
    summary: 'An instance’s audit trail, oldest first',
    params: { id: 'bigid' },
    response: z.array(workflowHistoryEntrySchema),
    errors: [401, 403, 404],
  })
  @Get('workflow-instances/:id/history')
  async history(@Param('id') id: string, @CurrentUser() user: AuthUser): Promise<WorkflowHistoryEntry[]> {
    await this.runtime.view({ id: instanceIdParam(id) }, user); // readers only
    return this.queries.history(id, user);
  }

  @ApiContract({
    summary: 'Send an event to an instance',
    params: { id: 'bigid' },
    body: eventSchema,
    headers: IDEMPOTENCY_KEY_HEADER,
    response: instanceViewSchema,
    errors: [401, 403, 404, 409],
  })
  @SendsAnyEvent()
  @Post('workflow-instances/:id/events')
  @HttpCode(200)
  send(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(eventSchema)) event: z.infer<typeof eventSchema>,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @CurrentUser() user: AuthUser,
  ): Promise<InstanceView> {
    // The client names the event; the runtime validates it against the instance's machine.
    return this.runtime.sendUnchecked({
      ref: { id: instanceIdParam(id) },
      event,
      actor: user,
      idempotencyKey: idempotencyKey?.slice(0, 200) || null,
    });
  }

  @ApiContract({
    summary: 'Send one event to many instances; per-item results',
    params: { machine: 'text' },
    body: bulkSchema,
    response: workflowBulkResultSchema,
    errors: [401, 403, 404],
  })
  @SendsAnyEvent()
  @Post('workflows/:machine/events/bulk')
  @HttpCode(200)
  async bulk(
    @Param('machine') machine: string,
    @Body(new ZodValidationPipe(bulkSchema)) body: z.infer<typeof bulkSchema>,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<{ results: BulkItemResult[] }> {
    const machineId = workflowOf(machine).id;
    const language = requestLanguage(req);
    const outcomes = await runBulk(
      body.instance_ids,
      (id) => this.runtime.sendUnchecked({ ref: { id }, event: body.event, actor: user, machineId }),
      'keep',
    );
    // Whatever happens to one item, the others keep their own results, each the answer a single call
    // would have given.
    const results = outcomes.map((item): BulkItemResult => {
      switch (item.outcome) {
        case 'done':
          return { id: item.id, ok: true, status: 200, instance: item.value };
        case 'refused': {
          const answer = refusedItemAnswer(item.error, language);
          return { id: item.id, ok: false, status: answer.status, error: answer.body };
        }
        case 'failed':
          this.logger.error(
            `bulk ${machineId} item ${item.id}`,
            item.error instanceof Error ? item.error.stack : item.error,
          );
          return {
            id: item.id,
            ok: false,
            status: 500,
            error: { detail: translate(language, 'http.server_error') },
          };
      }
    });
    return { results };
  }
}

export interface BulkItemResult {
  id: string;
  ok: boolean;
  status: number;
  instance?: InstanceView;
  error?: unknown;
}
