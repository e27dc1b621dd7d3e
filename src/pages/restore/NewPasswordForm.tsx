import Button from 'antd/es/button';
import { usePlainT } from '@/src/i18n/base-texts';
import { setNewPassword } from '@/src/shared/auth-actions';
import { useOutcome } from './use-outcome';
import { FormNotice } from '../security-forms/FormNotice';
import { PlainField } from '../security-forms/PlainField';
import { required, usePlainForm } from '../security-forms/use-plain-form';

const MIN_PASSWORD_LENGTH = 6;

/** Step two, from the e-mailed link /restore?token=...: choose the new password. */
export function NewPasswordForm({ token }: { token: string }) {
  const t = usePlainT();
  const { run, pending, outcome } = useOutcome(setNewPassword);
  const done = outcome?.type === 'success';
  const missing = required<{ password: string; confirm: string }>(t('shell.restore.passwordRequired'));
  const form = usePlainForm(
    { password: '', confirm: '' },
    {
      password: [
        missing,
        (value) => (value.length >= MIN_PASSWORD_LENGTH ? null : t('shell.restore.passwordShort')),
      ],
      confirm: [missing, (value, all) => (value === all.password ? null : t('shell.restore.mismatch'))],
    },
  );
  return (
    <form name="reset" noValidate onSubmit={form.onSubmit(({ password }) => run({ token, password }))}>
      <h2 className="security-layout__heading">{t('shell.restore.newPasswordTitle')}</h2>
      {outcome && <FormNotice type={outcome.type} message={outcome.message} testId="restore-outcome" />}
      <PlainField
        label={t('shell.restore.password')}
        autoComplete="new-password"
        autoFocus
        password
        disabled={done}
        {...form.field('password')}
      />
      <PlainField
        label={t('shell.restore.confirm')}
        autoComplete="new-password"
        password
        disabled={done}
        {...form.field('confirm')}
      />
      <Button type="primary" htmlType="submit" block loading={pending} disabled={done}>
        {t('shell.restore.save')}
      </Button>
    </form>
  );
}
