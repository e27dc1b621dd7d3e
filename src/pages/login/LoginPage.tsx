import Button from 'antd/es/button';
import { useState } from 'react';
import { usePlainT } from '@/src/i18n/base-texts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH, RESTORE_PATH } from '@/providers/paths';
import { settle, signIn } from '@/src/shared/auth-actions';
import { describeAuthError, safeReturnPath } from '@/src/shared/auth-errors';
import { emailRules } from '../security-forms/email-rules';
import { FormNotice } from '../security-forms/FormNotice';
import { PlainField } from '../security-forms/PlainField';
import { required, usePlainForm } from '../security-forms/use-plain-form';

interface LoginValues extends Record<string, string> {
  email: string;
  password: string;
}

/** E-mail and password; field errors under the fields, the server's refusal (401, 429) above them. */
export default function LoginPage() {
  const t = usePlainT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Sent here from a page this account may not open (RouteGuard): say so, rather than a bare login form.
  const refused = params.get('denied') === '1' ? safeReturnPath(params.get('to')) : null;
  const emailLabel = t('shell.login.email');
  const passwordLabel = t('shell.login.password');
  const form = usePlainForm<LoginValues>(
    { email: '', password: '' },
    {
      email: emailRules(t, emailLabel),
      password: [required(t('validation.required', { field: passwordLabel }))],
    },
  );

  const onFinish = async (values: LoginValues) => {
    setRefusal(null);
    setPending(true);
    const result = await settle(signIn(values));
    setPending(false);
    if (result.success) {
      navigate(safeReturnPath(params.get('to')) ?? result.redirectTo ?? HOME_PATH, { replace: true });
      return;
    }
    const { message, fields } = describeAuthError(result.error, t('shell.login.failed'));
    if (fields.length > 0)
      form.showErrors(Object.fromEntries(fields.map(({ name, errors }) => [name, errors.join(' ')])));
    else setRefusal(message);
  };

  return (
    <form name="login" noValidate onSubmit={form.onSubmit(onFinish)}>
      <h2 className="security-layout__heading">{t('shell.login.title')}</h2>
      {refused && (
        <FormNotice
          type="warning"
          message={t('shell.login.denied', { page: refused })}
          description={
            <>
              {t('shell.login.deniedHint')} <Link to={HOME_PATH}>{t('shell.login.backHome')}</Link>
            </>
          }
          testId="login-denied"
        />
      )}
      {refusal && <FormNotice type="error" message={refusal} testId="login-error" />}
      <PlainField label={emailLabel} autoComplete="username" autoFocus {...form.field('email')} />
      <PlainField
        label={passwordLabel}
        autoComplete="current-password"
        password
        {...form.field('password')}
      />
      <Button type="primary" htmlType="submit" block loading={pending} data-testid="login-submit">
        {t('shell.login.submit')}
      </Button>
      <div className="security-layout__links">
        <Link to={RESTORE_PATH}>{t('shell.login.forgot')}</Link>
      </div>
    </form>
  );
}
