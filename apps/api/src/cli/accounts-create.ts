import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import {
  accountCreateSchema,
  PASSWORD_SETUP_TTL_HOURS,
  translate,
  type Language,
} from '@expert-portal/contracts';
import { AppModule } from '../app.module';
import { prepareInfrastructure } from '../bootstrap/prepare-infrastructure';
import { loadConfig } from '../core/config/config';
import { AppException } from '../core/http/app-exception';
import { fieldErrorsOf } from '../core/http/zod-validation.pipe';
import { AccountAdminService } from '../modules/accounts/account-admin.service';

const USAGE =
  'usage: accounts:create --role admin|staff|deputy|director|analyst --name "Full name" --email address ' +
  '[--phone number] [--username name] [--lang ru|kk]';

/** A refusal: one line on stderr, exit 1. */
class Refused extends Error {}

function argsOf(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: {
        role: { type: 'string' },
        name: { type: 'string' },
        email: { type: 'string' },
        phone: { type: 'string' },
        username: { type: 'string' },
        lang: { type: 'string' },
      },
    }).values;
  } catch (error) {
    throw new Refused(`${(error as Error).message}; ${USAGE}`);
  }
}

/** The field errors of a refused account, as one line: `--email: <message>; --role: <message>`. */
function fieldsLine(errors: Record<string, string[]>, language: Language): string {
  return Object.entries(errors)
    .map(([field, keys]) => `--${field}: ${keys.map((key) => translate(language, key)).join(' ')}`)
    .join('; ');
}

/**
 * `npm run accounts:create -- --role admin --name "…" --email …` (built: `node apps/api/dist/cli/accounts-create.js
 * …`): creates a back-office account without a password, as an admin would on the accounts screen, and prints
 * its one-time set-password link. The first admin of a production install is made this way; it is never a
 * demo account. A username or e-mail already taken, an unknown role or a missing field: one line, exit 1.
 */
async function main(): Promise<void> {
  const values = argsOf(process.argv.slice(2));
  const language: Language = values.lang === 'kk' ? 'kk' : 'ru';
  const parsed = accountCreateSchema.safeParse({
    role: values.role,
    name: values.name,
    email: values.email,
    phone: values.phone,
    username: values.username,
  });
  if (!parsed.success) throw new Refused(fieldsLine(fieldErrorsOf(parsed.error, values), language));
  const config = loadConfig();
  await prepareInfrastructure(config);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: ['error', 'warn'],
  });
  try {
    const { account, link } = await app
      .get(AccountAdminService)
      .create(parsed.data, { id: null, via: 'cli' }, language)
      .catch((error: unknown) => {
        if (error instanceof AppException && error.fieldErrors) {
          throw new Refused(fieldsLine(error.fieldErrors, language));
        }
        throw error;
      });
    console.log(
      `Created ${account.role} account #${account.id} ${account.name} (username ${account.username}).`,
    );
    console.log(`One-time set-password link, valid ${PASSWORD_SETUP_TTL_HOURS} hours:`);
    console.log(link);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof Refused
      ? `accounts:create refused: ${error.message}`
      : `accounts:create failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
