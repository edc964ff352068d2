import { Module } from '@nestjs/common';
import { CandidateProgressService } from './candidate-progress.service';
import { FunnelService } from './funnel.service';
import { StatisticsController } from './statistics.controller';
import { TestItemAnalysisService } from './test-item-analysis.service';
import { TestStatisticsService } from './test-statistics.service';

/**
 * The admins' statistics, read-only for analysts (issue 15): the candidates' progress (served under users/ by
 * UsersController), the pre-course tests' results and item analysis, and the journey's funnel.
 */
@Module({
  controllers: [StatisticsController],
  providers: [CandidateProgressService, TestStatisticsService, TestItemAnalysisService, FunnelService],
  exports: [CandidateProgressService],
})
export class StatisticsModule {}
