import { usePlainT } from '@/src/i18n/base-texts';
import { Link, useSearchParams } from 'react-router';
import { LOGIN_PATH } from '@/providers/paths';
import { NewPasswordForm } from './NewPasswordForm';
import { RequestLinkForm } from './RequestLinkForm';

/** /restore asks for a reset link; /restore?token=... (the e-mailed link) sets the new password. */
export default function RestorePage() {
  const t = usePlainT();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <>
      {token ? <NewPasswordForm token={token} /> : <RequestLinkForm />}
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to={LOGIN_PATH}>{t('shell.restore.backToLogin')}</Link>
      </div>
    </>
  );
}
