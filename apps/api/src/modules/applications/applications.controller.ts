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
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { ApplicationCreatedDto } from '@expert-portal/contracts';
import type { Request } from 'express';
import { Public } from '../../core/auth/auth.decorators';
import { requestLanguage } from '../../core/i18n/request-language';
import { ApplicationRateLimitGuard } from './application-rate-limit.guard';
import { APPLICATION_UPLOAD_OPTIONS, type UploadedDocument } from './application-upload';
import { ApplicationsService } from './applications.service';
import {
  APPLICATION_CREATED_SCHEMA,
  APPLICATION_FORM_SCHEMA,
  DETAIL_SCHEMA,
  FIELD_ERRORS_SCHEMA,
} from './dto/application-form.openapi';

@ApiTags('applications')
@Controller('applications')
export class ApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @Public()
  @Post()
  @HttpCode(201)
  @UseGuards(ApplicationRateLimitGuard)
  @UseInterceptors(AnyFilesInterceptor(APPLICATION_UPLOAD_OPTIONS))
  @ApiOperation({ summary: 'Submit an expert application with its documents (public)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: APPLICATION_FORM_SCHEMA })
  @ApiCreatedResponse({ description: 'Stored and waiting for staff', schema: APPLICATION_CREATED_SCHEMA })
  @ApiBadRequestResponse({ description: 'Field errors', schema: FIELD_ERRORS_SCHEMA })
  @ApiConflictResponse({
    description: 'An application with this IIN is already waiting',
    schema: DETAIL_SCHEMA,
  })
  @ApiPayloadTooLargeResponse({
    description: 'A file over 10 MB, or over 50 MB in all',
    schema: DETAIL_SCHEMA,
  })
  @ApiTooManyRequestsResponse({
    description: 'Too many submissions from this address in the last hour',
    schema: DETAIL_SCHEMA,
  })
  create(
    @Body() body: Record<string, unknown> | undefined,
    @UploadedFiles() files: UploadedDocument[] | undefined,
    @Req() req: Request,
  ): Promise<ApplicationCreatedDto> {
    return this.applications.submit({ body: body ?? {}, files: files ?? [], language: requestLanguage(req) });
  }
}
