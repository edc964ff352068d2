import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  normalizeLanguage,
  pageQuerySchema,
  z,
  type NotificationDto,
  type NotificationsPage,
} from '@expert-portal/contracts';
import type { Request, Response } from 'express';
import { CurrentUser, type AuthUser } from '../../core/auth/auth.decorators';
import { toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { requestLanguage } from '../../core/i18n/request-language';
import { NotificationStreams } from './notification-streams.service';
import { NotificationsService } from './notifications.service';
import { BigIdParamPipe } from '../../core/http/id-param.pipe';

const listQuerySchema = pageQuerySchema.extend({
  unread: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly streams: NotificationStreams,
  ) {}

  @Get()
  async list(
    @Query(new ZodValidationPipe(listQuerySchema)) query: z.infer<typeof listQuerySchema>,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<NotificationsPage> {
    const { rows, count, unread } = await this.notifications.list(user.id, query, requestLanguage(req));
    return { ...toPage(req, query, count, rows), unread_count: unread };
  }

  /**
   * Server-sent events, with the access token in the Authorization header like every call (the web app reads
   * them with fetch, not EventSource). The stream ends when that token expires or its login is revoked.
   */
  @Get('stream')
  stream(
    @CurrentUser() user: AuthUser,
    @Query('lang') lang: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): void {
    this.streams.open(user, lang ? normalizeLanguage(lang) : requestLanguage(req), res);
  }

  @Post('read-all')
  @HttpCode(200)
  async readAll(@CurrentUser() user: AuthUser): Promise<{ updated: number }> {
    return { updated: await this.notifications.markAllRead(user.id) };
  }

  @Post(':id/read')
  @HttpCode(200)
  read(
    @Param('id', BigIdParamPipe) id: string,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<NotificationDto> {
    return this.notifications.markRead(user.id, id, requestLanguage(req));
  }
}
