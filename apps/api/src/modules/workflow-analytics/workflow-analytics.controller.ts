import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  instanceTrailSchema,
  pageSchema,
  stateInstanceSchema,
  stateInstancesQuerySchema,
  workflowOverviewQuerySchema,
  workflowOverviewSchema,
  type InstanceTrail,
  type Page,
  type StateInstance,
  type StateInstancesQuery,
  type WorkflowOverview,
  type WorkflowOverviewQuery,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { Roles } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { WorkflowAnalyticsService } from './workflow-analytics.service';

/** The analysts' live figures of the long-lived machines; admins read them too. */
@ApiTags('workflow analytics')
@Roles('admin', 'analyst')
@Controller('workflows/:machine')
export class WorkflowAnalyticsController {
  constructor(private readonly analytics: WorkflowAnalyticsService) {}

  @ApiContract({
    summary:
      'Per state: instances in it now, the median and 90th percentile time of the stays that ended in the ' +
      'period and, with a threshold, the instances waiting longer; per transition: how often it was taken',
    params: { machine: 'text' },
    query: workflowOverviewQuerySchema,
    response: workflowOverviewSchema,
    errors: [401, 403, 404],
  })
  @Get('overview')
  overview(
    @Param('machine') machine: string,
    @Query(new ZodValidationPipe(workflowOverviewQuerySchema)) query: WorkflowOverviewQuery,
  ): Promise<WorkflowOverview> {
    return this.analytics.overview(machine, query);
  }

  @ApiContract({
    summary: 'The instances in a state now, longest waiting first, with the time they entered it',
    params: { machine: 'text', state: 'text' },
    query: stateInstancesQuerySchema,
    response: pageSchema(stateInstanceSchema),
    errors: [401, 403, 404],
  })
  @Get('states/:state/instances')
  async stateInstances(
    @Param('machine') machine: string,
    @Param('state') state: string,
    @Query(new ZodValidationPipe(stateInstancesQuerySchema)) query: StateInstancesQuery,
    @Req() req: Request,
  ): Promise<Page<StateInstance>> {
    const [results, count] = await this.analytics.stateInstances(machine, state, query);
    return toPage(req, query, count, results);
  }

  @ApiContract({
    summary: 'An instance’s state, the safe view of its context and its timeline with actor names',
    params: { machine: 'text', id: 'bigid' },
    response: instanceTrailSchema,
    errors: [401, 403, 404],
  })
  @Get('instances/:id/trail')
  trail(@Param('machine') machine: string, @Param('id') id: string): Promise<InstanceTrail> {
    return this.analytics.trail(machine, id);
  }
}
