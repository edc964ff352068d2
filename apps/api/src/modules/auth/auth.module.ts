import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { AuthSession } from './auth-session.entity';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginThrottleService } from './login-throttle.service';
import { MfaChallengeService } from './mfa/mfa-challenge.service';
import { MfaService } from './mfa.service';
import { RefreshToken } from './refresh-token.entity';
import { TokenService } from './token.service';

/** Sign-in (password, then a second factor where there is one), tokens and logins. */
@Module({
  imports: [TypeOrmModule.forFeature([AuthSession, RefreshToken]), UsersModule],
  controllers: [AuthController],
  providers: [AuthService, LoginThrottleService, TokenService, MfaService, MfaChallengeService],
  exports: [LoginThrottleService, TokenService, MfaService],
})
export class AuthModule {}
