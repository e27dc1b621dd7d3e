import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { requestResetLink } from '@/src/shared/auth-actions';
import { useOutcome } from './use-outcome';
import { FormNotice } from '../security-forms/FormNotice';
import { EmailField } from '../security-forms/EmailField';

/** Step one: the server e-mails a link (and answers the same whether or not the address exists). */
export function RequestLinkForm() {
  const { t } = useTranslation();
  const { run, pending, outcome } = useOutcome(requestResetLink);
  const emailLabel = t('shell.restore.email');
  return (
    <Form name="restore" layout="vertical" requiredMark={false} onFinish={run}>
      <h2 className="security-layout__heading">{t('shell.restore.title')}</h2>
      <p className="security-layout__intro">{t('shell.restore.intro')}</p>
      {outcome && <FormNotice type={outcome.type} message={outcome.message} testId="restore-outcome" />}
      <EmailField label={emailLabel} autoComplete="email" />
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t('shell.restore.send')}
      </Button>
    </Form>
  );
}
