import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  essayThemeInputSchema,
  essayThemeSchema,
  userEssaySchema,
  z,
  type EssayThemeDto,
  type EssayThemeInput,
  type UserEssayDto,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { CurrentUser, Roles, type AuthUser } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { IdParamPipe } from '../../core/http/id-param.pipe';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { EssayThemesService } from './essay-themes.service';
import { essayLinks, UserEssaysService } from './user-essays.service';

/** Essay themes: admins add them, candidates read them and choose one. */
@ApiTags('essays')
@Controller('pre_essay_theme')
export class EssayThemesController {
  constructor(
    private readonly themes: EssayThemesService,
    private readonly essays: UserEssaysService,
  ) {}

  @ApiContract({
    summary: 'The essay themes in both languages',
    response: z.array(essayThemeSchema),
    errors: [401, 403],
  })
  @Roles('admin', 'user')
  @Get()
  list(): Promise<EssayThemeDto[]> {
    return this.themes.list();
  }

  @ApiContract({
    summary: 'Add a theme: its Russian and Kazakh names',
    body: essayThemeInputSchema,
    response: essayThemeSchema,
    errors: [401, 403],
  })
  @Roles('admin')
  @Post()
  create(@Body(new ZodValidationPipe(essayThemeInputSchema)) body: EssayThemeInput): Promise<EssayThemeDto> {
    return this.themes.create(body);
  }

  @ApiContract({
    summary:
      'A candidate at the essay stage chooses this theme (the body is not read); it may change until the ' +
      'essay file is uploaded',
    params: { id: 'id' },
    response: userEssaySchema,
    errors: {
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      409: 'Not at the essay stage, or the essay is uploaded already',
    },
  })
  @Roles('user')
  @Post(':id/choose_theme')
  @HttpCode(200)
  choose(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<UserEssayDto> {
    return this.essays.chooseTheme(user, id, essayLinks(req));
  }
}
