import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  contactMessageDtoSchema,
  contactMessageSchema,
  pageQuerySchema,
  pageSchema,
  type ContactMessageDto,
  type ContactMessageRequest,
  type Page,
  type PageQuery,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { Public, Roles } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { requestLanguage } from '../../core/i18n/request-language';
import { ContactService } from './contact.service';

@ApiTags('contact')
@Controller('contact-messages')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** The landing page's contact form; open to visitors. */
  @ApiContract({
    summary: 'Send a message from the landing page',
    body: contactMessageSchema,
    response: contactMessageDtoSchema,
    errors: { 429: 'Too many messages from this address' },
  })
  @Public()
  @Post()
  send(
    @Body(new ZodValidationPipe(contactMessageSchema)) body: ContactMessageRequest,
    @Req() req: Request,
  ): Promise<ContactMessageDto> {
    return this.contact.send(body, requestLanguage(req), req.ip ?? 'unknown');
  }

  @ApiContract({
    summary: 'The messages, newest first',
    query: pageQuerySchema,
    response: pageSchema(contactMessageDtoSchema),
    errors: [401, 403],
  })
  @Roles('admin')
  @Get()
  async list(
    @Query(new ZodValidationPipe(pageQuerySchema)) query: PageQuery,
    @Req() req: Request,
  ): Promise<Page<ContactMessageDto>> {
    const { rows, count } = await this.contact.list(query);
    return toPage(req, query, count, rows);
  }
}
