import { Body, Controller, Get, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  eligibleUsersPageSchema,
  eligibleUsersQuerySchema,
  generateCertificatesResultSchema,
  generateCertificatesSchema,
  type EligibleUsersPage,
  type EligibleUsersQuery,
  type GenerateCertificates,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { CurrentUser, Roles, type AuthUser } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { IdParamPipe } from '../../core/http/id-param.pipe';
import { toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { CertificateEligibilityService } from './certificate-eligibility.service';
import { CertificateIssueService, type IssuedCertificates } from './certificate-issue.service';

/** A course's certificate calls: who is ready for one, and the issue itself. */
@ApiTags('certificates')
@Controller('courses')
export class CourseCertificatesController {
  constructor(
    private readonly eligibility: CertificateEligibilityService,
    private readonly issuer: CertificateIssueService,
  ) {}

  @ApiContract({
    summary:
      'Users ready for a certificate of the course: completed it, waiting for the certificate, on no ' +
      'order of the course yet; by name, 10 a page',
    params: { id: 'id' },
    query: eligibleUsersQuerySchema,
    response: eligibleUsersPageSchema,
    errors: [401, 403, 404],
  })
  @Roles('admin', 'deputy', 'director')
  @Get(':id/eligible_for_certificate')
  async eligible(
    @Param('id', IdParamPipe) id: number,
    @Query(new ZodValidationPipe(eligibleUsersQuerySchema)) query: EligibleUsersQuery,
    @Req() req: Request,
  ): Promise<EligibleUsersPage> {
    const [results, count] = await this.eligibility.page(id, query);
    return { ...toPage(req, query, count, results), page: query.page };
  }

  @ApiContract({
    summary:
      'Issue the certificates of every approved user on the course’s orders, with these dates: the ' +
      'certificates are created, their documents queued and the users become experts, all at once',
    params: { id: 'id' },
    body: generateCertificatesSchema,
    response: generateCertificatesResultSchema,
    errors: {
      400: 'Field errors (both dates, the end not before the start), or nobody approved to issue',
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'No such course',
    },
  })
  @Roles('director', 'admin')
  @Post(':id/generate_certificate')
  generate(
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(generateCertificatesSchema)) body: GenerateCertificates,
    @CurrentUser() user: AuthUser,
  ): Promise<IssuedCertificates> {
    return this.issuer.issue(id, body, user);
  }
}
