import { useParams } from 'react-router-dom';
import { usePasswordReset } from '../api/use-password-reset';
import { useResetPasswordMutation } from '../api/use-reset-password';
import { PasswordLinkPage } from '../components/password-link-page';

/** `/reset-password/:token`: the link the forgot-password page mails (valid PASSWORD_RESET_TTL_HOURS). */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const link = usePasswordReset(token);
  const complete = useResetPasswordMutation(token);
  return <PasswordLinkPage kind="reset" link={link} complete={complete} />;
}
