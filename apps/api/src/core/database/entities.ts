import { AuthLog } from '../../modules/auth/auth-log.entity';
import { AuthSession } from '../../modules/auth/auth-session.entity';
import { RefreshToken } from '../../modules/auth/refresh-token.entity';
import {
  EducationLevel,
  LanguageItem,
  RejectReason,
  Subject,
  TeacherCategory,
} from '../../modules/reference/reference-item.entity';
import { User } from '../../modules/users/user.entity';

/** Every entity of the schema, registered once for the API, the worker and the CLI. */
export const ENTITIES = [
  User,
  AuthSession,
  RefreshToken,
  AuthLog,
  TeacherCategory,
  LanguageItem,
  Subject,
  EducationLevel,
  RejectReason,
];
