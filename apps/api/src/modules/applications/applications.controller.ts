import {
  Body,
  Controller,
  HttpCode,
  Post,
  Req,
  UploadedFiles,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { ApiTags } from '@nestjs/swagger';
import {
  APPLICATION_FILE_MAX_BYTES,
  APPLICATION_REQUEST_MAX_BYTES,
  applicationCreatedSchema,
  applicationFormSchema,
  REGISTRATION_FILE_FIELDS,
  type ApplicationCreatedDto,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { Public } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { requestLanguage } from '../../core/i18n/request-language';
import { ApplicationRateLimitGuard } from './application-rate-limit.guard';
import { APPLICATION_UPLOAD_OPTIONS, type UploadedDocument } from './application-upload';
import { ApplicationsService } from './applications.service';

@ApiTags('applications')
@Controller('applications')
export class ApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @ApiContract({
    summary: 'Submit an expert application with its documents (public)',
    body: applicationFormSchema,
    multipart: {
      files: REGISTRATION_FILE_FIELDS,
      required: ['identity_doc'],
      description:
        `pdf, jpg, jpeg or png (checked by content), at most ${APPLICATION_FILE_MAX_BYTES / 2 ** 20} MB; all ` +
        `files together at most ${APPLICATION_REQUEST_MAX_BYTES / 2 ** 20} MB; academic_degree_certificate is ` +
        'required when academic_status is true',
    },
    response: applicationCreatedSchema,
    description:
      'Stored and waiting for staff. An application for an IIN that already has one waiting is answered the ' +
      'same way without being stored, and its e-mail address is told by mail that one is already waiting.',
    errors: {
      400:
        'Field errors: the first problem of each field, in form order (an IIN that is already the login of an ' +
        'account among them)',
      413: 'A file over 10 MB, or over 50 MB in all',
      429: 'Too many submissions from this address in the last hour',
    },
  })
  @Public()
  @Post()
  @HttpCode(201)
  @UseGuards(ApplicationRateLimitGuard)
  @UseInterceptors(AnyFilesInterceptor(APPLICATION_UPLOAD_OPTIONS))
  create(
    @Body() body: Record<string, unknown> | undefined,
    @UploadedFiles() files: UploadedDocument[] | undefined,
    @Req() req: Request,
  ): Promise<ApplicationCreatedDto> {
    return this.applications.submit({ body: body ?? {}, files: files ?? [], language: requestLanguage(req) });
  }
}
