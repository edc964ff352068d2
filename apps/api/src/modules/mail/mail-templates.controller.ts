import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  LANGUAGES,
  MAIL_KIND_GROUPS,
  mailCatalogueSchema,
  type MailCatalogue,
  type MailKind,
  type MailKindGroup,
} from '@expert-portal/contracts';
import { Roles } from '../../core/auth/auth.decorators';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { ApiContract } from '../../core/http/api-contract';
import { mailExamples } from './templates/mail-examples';
import { renderMail } from './templates/render-mail';

/** The mail catalogue: every kind of mail in both languages, filled with example data, for admins. */
@ApiTags('mail')
@Roles('admin')
@Controller('mail-templates')
export class MailTemplatesController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @ApiContract({
    summary:
      'Every kind of mail in both languages with example data: subject, HTML and text parts, attachment',
    response: mailCatalogueSchema,
    errors: [401, 403],
  })
  @Get()
  catalogue(): MailCatalogue {
    const site = { publicUrl: this.config.publicUrl, from: this.config.mail.from };
    const examples = mailExamples(this.config.publicUrl);
    const groups = Object.entries(MAIL_KIND_GROUPS) as Array<[MailKindGroup, readonly MailKind[]]>;
    return {
      results: groups.flatMap(([group, kinds]) =>
        kinds.flatMap((kind) =>
          LANGUAGES.map((language) => {
            const mail = renderMail(kind, language, examples[kind], site, 'teacher@school.example.kz');
            return {
              kind,
              group,
              language,
              subject: mail.subject,
              html: mail.html,
              text: mail.text,
              attachment: mail.ics ? 'invitation.ics' : null,
            };
          }),
        ),
      ),
    };
  }
}
