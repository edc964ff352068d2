import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessGuard } from './access.guard';
import { AccountAuditService } from './account-audit.service';
import { AuthLog } from './auth-log.entity';
import { AuthLogService } from './auth-log.service';
import { SessionVerifier } from './session-verifier.service';

/** The global access guard and what it needs; secrets are passed per call from the configuration. */
@Global()
@Module({
  imports: [JwtModule.register({}), TypeOrmModule.forFeature([AuthLog])],
  providers: [
    AuthLogService,
    AccountAuditService,
    SessionVerifier,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [AuthLogService, AccountAuditService, SessionVerifier, JwtModule],
})
export class AuthCoreModule {}
