import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { setNewPassword } from '@/src/shared/auth-actions';
import { useOutcome } from './use-outcome';
import { FormNotice } from '../security-forms/FormNotice';

const MIN_PASSWORD_LENGTH = 6;

/** Step two, from the e-mailed link /restore?token=...: choose the new password. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const { run, pending, outcome } = useOutcome(setNewPassword);
  const done = outcome?.type === 'success';
  return (
    <Form
      name="reset"
      layout="vertical"
      requiredMark={false}
      disabled={done}
      onFinish={(values: { password: string }) => run({ token, password: values.password })}
    >
      <h2 className="security-layout__heading">{t('shell.restore.newPasswordTitle')}</h2>
      {outcome && <FormNotice type={outcome.type} message={outcome.message} testId="restore-outcome" />}
      <Form.Item
        label={t('shell.restore.password')}
        name="password"
        rules={[
          { required: true, message: t('shell.restore.passwordRequired') },
          { min: MIN_PASSWORD_LENGTH, message: t('shell.restore.passwordShort') },
        ]}
      >
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        label={t('shell.restore.confirm')}
        name="confirm"
        dependencies={['password']}
        rules={[
          { required: true, message: t('shell.restore.passwordRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('shell.restore.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t('shell.restore.save')}
      </Button>
    </Form>
  );
}
