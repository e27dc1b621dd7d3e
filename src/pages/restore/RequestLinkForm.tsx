import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { requestResetLink } from '@/src/shared/auth-actions';
import { useOutcome } from './use-outcome';

/** Step one: the server e-mails a link (and answers the same whether or not the address exists). */
export function RequestLinkForm() {
  const { t } = useTranslation();
  const { run, pending, outcome } = useOutcome(requestResetLink);
  const emailLabel = t('shell.restore.email');
  return (
    <Form name="restore" layout="vertical" requiredMark={false} onFinish={run}>
      <h2 className="security-layout__heading">{t('shell.restore.title')}</h2>
      <p className="security-layout__intro">{t('shell.restore.intro')}</p>
      {outcome && (
        <Alert
          type={outcome.type}
          showIcon
          message={outcome.message}
          data-testid="restore-outcome"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        label={emailLabel}
        name="email"
        rules={[
          { required: true, message: t('validation.required', { field: emailLabel }) },
          { type: 'email', message: t('validation.email', { field: emailLabel }) },
        ]}
      >
        <Input autoComplete="email" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t('shell.restore.send')}
      </Button>
    </Form>
  );
}
