import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  funnelQuerySchema,
  funnelSchema,
  testItemAnalysisSchema,
  testStatisticsSchema,
  type Funnel,
  type FunnelQuery,
  type TestItemAnalysis,
  type TestStatistics,
} from '@expert-portal/contracts';
import { Roles } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { IdParamPipe } from '../../core/http/id-param.pipe';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { FunnelService } from './funnel.service';
import { TestItemAnalysisService } from './test-item-analysis.service';
import { TestStatisticsService } from './test-statistics.service';

/**
 * The admins' statistics (/admin/statistics), read-only for analysts: the
 * pre-course tests' results with each test's item analysis, and the funnel of the whole journey. The
 * candidates' progress is served under users/ (UsersController), before its `:id`.
 */
@ApiTags('statistics')
@Controller()
export class StatisticsController {
  constructor(
    private readonly tests: TestStatisticsService,
    private readonly items: TestItemAnalysisService,
    private readonly funnels: FunnelService,
  ) {}

  @ApiContract({
    summary:
      'Per pre-course test, the candidates who passed or failed it (their latest finished attempt) and the ' +
      'pass percent; how many candidates of the selection track took a test and how many did not',
    response: testStatisticsSchema,
    errors: [401, 403],
  })
  @Roles('admin', 'analyst')
  @Get('pre_course_test/statistics')
  summary(): Promise<TestStatistics> {
    return this.tests.summary();
  }

  @ApiContract({
    summary:
      'Item analysis of a test over each candidate’s latest finished attempt: per question its facility, ' +
      'discrimination (corrected item-total correlation) and flags (judged from 5 attempts on); the ' +
      'mean, standard deviation and KR-20 reliability of the test',
    params: { id: 'id' },
    response: testItemAnalysisSchema,
    errors: [401, 403, 404],
  })
  @Roles('admin', 'analyst')
  @Get('pre_course_test/statistics/:id')
  itemAnalysis(@Param('id', IdParamPipe) id: number): Promise<TestItemAnalysis> {
    return this.items.analyse(id);
  }

  @ApiContract({
    summary:
      'The funnel of the applications sent from `from` to `to` (Kazakhstan days, each optional): applications, ' +
      'approved, tests passed, interview passed, essay passed, theory, practice passed, certified; each step ' +
      'a subset of the one before (direct enrolment counts as passing the selection). Its certified step ' +
      'over all applications is the director dashboard’s certificate card',
    query: funnelQuerySchema,
    response: funnelSchema,
    errors: [401, 403],
  })
  @Roles('admin', 'analyst', 'director')
  @Get('statistics/funnel')
  funnel(@Query(new ZodValidationPipe(funnelQuerySchema)) query: FunnelQuery): Promise<Funnel> {
    return this.funnels.funnel(query);
  }
}
