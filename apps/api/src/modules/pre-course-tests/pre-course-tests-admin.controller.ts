import { Body, Controller, Delete, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  preCourseQuestionInputSchema,
  preCourseQuestionSchema,
  preCourseTestPatchSchema,
  preCourseTestSchema,
  type PreCourseQuestionDto,
  type PreCourseQuestionInput,
  type PreCourseTestDto,
  type PreCourseTestPatch,
} from '@expert-portal/contracts';
import { CurrentUser, Roles, type AuthUser } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { IdParamPipe } from '../../core/http/id-param.pipe';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { PreCourseCatalogueService } from './pre-course-catalogue.service';
import { PreCourseTestsService } from './pre-course-tests.service';

/** Admins keep the pre-course tests: texts, time limits, questions and options in both languages. */
@ApiTags('pre-course tests')
@Roles('admin')
@Controller('pre_course_test')
export class PreCourseTestsAdminController {
  constructor(
    private readonly catalogue: PreCourseCatalogueService,
    private readonly tests: PreCourseTestsService,
  ) {}

  @ApiContract({
    summary: 'Change a test’s titles, descriptions or time limit (new attempts use it)',
    params: { id: 'id' },
    body: preCourseTestPatchSchema,
    response: preCourseTestSchema,
    errors: [401, 403, 404],
  })
  @Patch(':id')
  async patch(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(preCourseTestPatchSchema)) body: PreCourseTestPatch,
  ): Promise<PreCourseTestDto> {
    await this.catalogue.patch(id, body);
    return (await this.tests.list(user)).find((test) => test.id === id) as PreCourseTestDto;
  }

  @ApiContract({
    summary: 'Add a question with its options (both languages, two options at least, one correct)',
    params: { id: 'id' },
    body: preCourseQuestionInputSchema,
    response: preCourseQuestionSchema,
    errors: [401, 403, 404],
  })
  @Post(':id/questions')
  addQuestion(
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(preCourseQuestionInputSchema)) body: PreCourseQuestionInput,
  ): Promise<PreCourseQuestionDto> {
    return this.catalogue.addQuestion(id, body);
  }

  @ApiContract({
    summary: 'Replace a question’s texts and options',
    params: { id: 'id', qid: 'id' },
    body: preCourseQuestionInputSchema,
    response: preCourseQuestionSchema,
    errors: [401, 403, 404],
  })
  @Put(':id/questions/:qid')
  replaceQuestion(
    @Param('id', IdParamPipe) id: number,
    @Param('qid', IdParamPipe) qid: number,
    @Body(new ZodValidationPipe(preCourseQuestionInputSchema)) body: PreCourseQuestionInput,
  ): Promise<PreCourseQuestionDto> {
    return this.catalogue.replaceQuestion(id, qid, body);
  }

  @ApiContract({
    summary: 'Delete a question',
    params: { id: 'id', qid: 'id' },
    response: null,
    errors: [401, 403, 404],
  })
  @Delete(':id/questions/:qid')
  @HttpCode(204)
  async deleteQuestion(
    @Param('id', IdParamPipe) id: number,
    @Param('qid', IdParamPipe) qid: number,
  ): Promise<void> {
    await this.catalogue.deleteQuestion(id, qid);
  }
}
