import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InterviewsModule } from '../interviews/interviews.module';
import { EssayGrade, EssayMeeting, EssayMeetingUser, EssayTheme, UserEssay } from './essay.entity';
import { EssayGradingService } from './essay-grading.service';
import { EssayMeetingsController } from './essay-meetings.controller';
import { EssayMeetingsService } from './essay-meetings.service';
import { EssayThemesController } from './essay-themes.controller';
import { EssayThemesService } from './essay-themes.service';
import { UserEssaysController } from './user-essays.controller';
import { UserEssaysService } from './user-essays.service';

/** Pre-course essays: themes, meetings, the candidates' essay files and their one grade. */
@Module({
  imports: [
    TypeOrmModule.forFeature([EssayTheme, EssayMeeting, EssayMeetingUser, UserEssay, EssayGrade]),
    InterviewsModule,
  ],
  controllers: [EssayThemesController, EssayMeetingsController, UserEssaysController],
  providers: [EssayThemesService, EssayMeetingsService, UserEssaysService, EssayGradingService],
})
export class EssaysModule {}
