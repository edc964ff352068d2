import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  normalizeLanguage,
  notificationSchema,
  notificationsPageSchema,
  pageQuerySchema,
  updatedCountSchema,
  z,
  type NotificationDto,
  type NotificationsPage,
} from '@expert-portal/contracts';
import type { Request, Response } from 'express';
import { CurrentUser, type AuthUser } from '../../core/auth/auth.decorators';
import { ApiContract, eventStream } from '../../core/http/api-contract';
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

  @ApiContract({
    summary: 'The caller’s notifications, newest first, with the unread count',
    query: listQuerySchema,
    response: notificationsPageSchema,
    errors: [401],
  })
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
  @ApiContract({
    summary: 'New notifications as server-sent events, until the access token expires',
    query: z.object({
      lang: z.string().optional().meta({ description: 'kk or ru; else the Accept-Language header' }),
    }),
    response: eventStream('One event per new notification, its data a notification as the list has it'),
    fieldErrors: false,
    errors: [401],
  })
  @Get('stream')
  stream(
    @CurrentUser() user: AuthUser,
    @Query('lang') lang: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): void {
    this.streams.open(user, lang ? normalizeLanguage(lang) : requestLanguage(req), res);
  }

  @ApiContract({ summary: 'Mark every notification read', response: updatedCountSchema, errors: [401] })
  @Post('read-all')
  @HttpCode(200)
  async readAll(@CurrentUser() user: AuthUser): Promise<{ updated: number }> {
    return { updated: await this.notifications.markAllRead(user.id) };
  }

  @ApiContract({
    summary: 'Mark one notification read',
    params: { id: 'bigid' },
    response: notificationSchema,
    errors: [401, 404],
  })
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
