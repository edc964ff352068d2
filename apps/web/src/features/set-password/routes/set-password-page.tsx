import { useParams } from 'react-router-dom';
import { usePasswordSetup } from '../api/use-password-setup';
import { useSetPasswordMutation } from '../api/use-set-password';
import { PasswordLinkPage } from '../components/password-link-page';

/** `/set-password/:token`: the one-time link mailed with a new account. */
export function SetPasswordPage() {
  const { token = '' } = useParams();
  const link = usePasswordSetup(token);
  const complete = useSetPasswordMutation(token);
  return <PasswordLinkPage kind="setup" link={link} complete={complete} />;
}
