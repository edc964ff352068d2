import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CERTIFICATE_DOCUMENT_LANGUAGES,
  certificateListQuerySchema,
  certificateSchema,
  issuerJwksSchema,
  pageQuerySchema,
  pageSchema,
  publicCertificateSchema,
  revokeCertificateSchema,
  z,
  type CertificateDocumentLanguage,
  type CertificateDto,
  type CertificateListQuery,
  type IssuerJwks,
  type Page,
  type PageQuery,
  type PublicCertificateDto,
} from '@expert-portal/contracts';
import type { Request, Response } from 'express';
import { CurrentUser, Public, Roles, type AuthUser } from '../../core/auth/auth.decorators';
import { contentDisposition } from '../../core/files/stored-files.service';
import { ApiContract, fileDownload } from '../../core/http/api-contract';
import { AppException } from '../../core/http/app-exception';
import { IdParamPipe } from '../../core/http/id-param.pipe';
import { apiRoot, toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { DataAccessLog, filterText } from '../../core/privacy/data-access-log';
import { CertificatesService } from './certificates.service';
import { STATUS_LIST_TTL_SECONDS } from './documents/status-list';
import { IssuerKeysService } from './issuer-keys.service';
import { StatusListsService } from './status-lists.service';

const languageParam = z.enum(CERTIFICATE_DOCUMENT_LANGUAGES);
const uuidParam = z.uuid();
const PDF = fileDownload(['application/pdf'], 'The certificate as a PDF');
const DOCX = fileDownload(
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  'The course’s Word template filled with the certificate',
);
const VC_JWT = 'application/vc+jwt';

/** A path's language: ru or kk, else there is no such file (404). */
function languageOf(value: string): CertificateDocumentLanguage {
  const parsed = languageParam.safeParse(value);
  if (!parsed.success) throw new AppException(404, 'http.not_found');
  return parsed.data;
}

/**
 * Certificates (the public certificate page, the candidate's /user/certificate): the caller's
 * list, the public view by uuid with its PDFs and signed credential, the issuer's keys, and the admin's
 * revoke and regenerate. Routes with fixed segments come before `:id`.
 */
@ApiTags('certificates')
@Controller('certificates')
export class CertificatesController {
  constructor(
    private readonly certificates: CertificatesService,
    private readonly issuerKeys: IssuerKeysService,
    private readonly statusLists: StatusListsService,
    private readonly accessLog: DataAccessLog,
  ) {}

  @ApiContract({
    summary:
      'Certificates, newest first: an admin reads everyone’s or one user’s (user_id or user); anyone else ' +
      'only their own (me=1 asks for one’s own too)',
    query: certificateListQuerySchema,
    response: pageSchema(certificateSchema),
    errors: { 401: 'Unauthorized', 403: 'Another user’s certificates, asked for by a non-admin' },
  })
  @Get()
  async list(
    @Query(new ZodValidationPipe(certificateListQuerySchema)) query: CertificateListQuery,
    @CurrentUser() caller: AuthUser,
    @Req() req: Request,
  ): Promise<Page<CertificateDto>> {
    const [results, count] = await this.certificates.list(caller, query, apiRoot(req));
    // An admin's page of the register: one entry, whoever it shows; one's own certificates are no one else's.
    const people = new Set(results.map((certificate) => certificate.user.id));
    people.delete(caller.id);
    if (people.size > 0) {
      const subject = query.user_id ?? query.user;
      await this.accessLog.record(req, caller, {
        what: 'register_row',
        subjectId: subject,
        people: people.size,
        detail: { register: 'certificates', filter: filterText(query), page: String(query.page) },
      });
    }
    return toPage(req, query, count, results);
  }

  @ApiContract({
    summary: 'The caller’s own certificates, newest first',
    query: pageQuerySchema,
    response: pageSchema(certificateSchema),
    errors: [401],
  })
  @Get('my')
  async my(
    @Query(new ZodValidationPipe(pageQuerySchema)) query: PageQuery,
    @CurrentUser() caller: AuthUser,
    @Req() req: Request,
  ): Promise<Page<CertificateDto>> {
    const [results, count] = await this.certificates.list(caller, { ...query, me: true }, apiRoot(req));
    return toPage(req, query, count, results);
  }

  @ApiContract({
    summary: 'The issuer’s public keys (JWKS) that verify the certificates’ credentials',
    response: issuerJwksSchema,
  })
  @Public()
  @Get('issuer/jwks')
  jwks(): Promise<IssuerJwks> {
    return this.issuerKeys.jwks();
  }

  @ApiContract({
    summary:
      'A revocation list of the certificates’ credentials (W3C Bitstring Status List v1.0): a ' +
      'BitstringStatusListCredential, EdDSA-signed vc+jwt like the credentials, cacheable for 5 minutes',
    params: { list: 'id' },
    response: fileDownload([VC_JWT], 'The signed status list credential (compact JWS)'),
    errors: { 404: 'No such list' },
  })
  @Public()
  @Get('status/:list')
  async statusList(
    @Param('list', IdParamPipe) list: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const jwt = await this.statusLists.credential(list);
    // Public and the same for everyone: verifiers and proxies may keep it as long as its ttl says.
    res.setHeader('Cache-Control', `public, max-age=${STATUS_LIST_TTL_SECONDS}`);
    return new StreamableFile(Buffer.from(jwt, 'utf8'), {
      type: VC_JWT,
      disposition: contentDisposition(`status-list-${list}.jwt`),
    });
  }

  @ApiContract({
    summary:
      'A certificate by its uuid, for anyone: name, course, dates, numbers, status (revoked with its date ' +
      'and reason), issuer and the documents’ hashes; never the IIN, e-mail or phone',
    params: { uuid: uuidParam },
    response: publicCertificateSchema,
    errors: [404],
  })
  @Public()
  @Get('search/:uuid')
  publicView(@Param('uuid') uuid: string, @Req() req: Request): Promise<PublicCertificateDto> {
    return this.certificates.publicView(uuid, apiRoot(req));
  }

  @ApiContract({
    summary: 'A certificate’s PDF in Russian or Kazakh, for anyone holding its uuid',
    params: { uuid: uuidParam, language: languageParam },
    response: PDF,
    errors: { 404: 'No such certificate, or its documents are not generated yet' },
  })
  @Public()
  @Get('search/:uuid/file/:language')
  publicFile(@Param('uuid') uuid: string, @Param('language') language: string): Promise<StreamableFile> {
    return this.certificates.publicFile(uuid, languageOf(language));
  }

  @ApiContract({
    summary:
      'The certificate’s Open Badges 3.0 credential, an EdDSA-signed vc+jwt that verifies against ' +
      'certificates/issuer/jwks/',
    params: { uuid: uuidParam },
    response: fileDownload([VC_JWT], 'The signed credential (compact JWS)'),
    errors: { 404: 'No such certificate, or its credential is not generated yet' },
  })
  @Public()
  @Get('search/:uuid/credential')
  async credential(
    @Param('uuid') uuid: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const { jwt, fileName } = await this.certificates.credential(uuid);
    res.setHeader('Cache-Control', 'no-cache');
    return new StreamableFile(Buffer.from(jwt, 'utf8'), {
      type: VC_JWT,
      disposition: contentDisposition(fileName),
    });
  }

  @ApiContract({
    summary: 'A certificate’s PDF in Russian or Kazakh: its owner, admins, the director and the deputy',
    params: { id: 'id', language: languageParam },
    response: PDF,
    errors: { 401: 'Unauthorized', 403: 'Forbidden', 404: 'No such certificate or file' },
  })
  @Get(':id/file/:language')
  file(
    @Param('id', IdParamPipe) id: number,
    @Param('language') language: string,
    @CurrentUser() caller: AuthUser,
  ): Promise<StreamableFile> {
    return this.certificates.file(caller, id, languageOf(language), 'pdf');
  }

  @ApiContract({
    summary: 'A certificate’s filled Word template in Russian or Kazakh (admins)',
    params: { id: 'id', language: languageParam },
    response: DOCX,
    errors: {
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'No such certificate, or its course has no .docx template',
    },
  })
  @Get(':id/docx/:language')
  docx(
    @Param('id', IdParamPipe) id: number,
    @Param('language') language: string,
    @CurrentUser() caller: AuthUser,
  ): Promise<StreamableFile> {
    return this.certificates.file(caller, id, languageOf(language), 'docx');
  }

  @ApiContract({
    summary: 'Revoke a certificate with a reason (shown on its public page)',
    params: { id: 'id' },
    body: revokeCertificateSchema,
    response: certificateSchema,
    status: 200,
    errors: { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not found', 409: 'Revoked already' },
  })
  @Roles('admin')
  @Post(':id/revoke')
  @HttpCode(200)
  revoke(
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(revokeCertificateSchema)) body: { reason: string },
    @CurrentUser() admin: AuthUser,
    @Req() req: Request,
  ): Promise<CertificateDto> {
    return this.certificates.revoke(id, body.reason, admin, apiRoot(req));
  }

  @ApiContract({
    summary:
      'Generate the documents again (same uuid, serial and dates; the current hashes move to previous_hashes); ' +
      'the documents follow from the worker',
    params: { id: 'id' },
    response: certificateSchema,
    status: 202,
    errors: { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not found', 409: 'The certificate is revoked' },
  })
  @Roles('admin')
  @Post(':id/regenerate')
  @HttpCode(202)
  regenerate(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() admin: AuthUser,
    @Req() req: Request,
  ): Promise<CertificateDto> {
    return this.certificates.regenerate(id, admin, apiRoot(req));
  }
}
