import Button from 'antd/es/button';
import { usePlainT } from '@/src/i18n/base-texts';
import { requestResetLink } from '@/src/shared/auth-actions';
import { useOutcome } from './use-outcome';
import { emailRules } from '../security-forms/email-rules';
import { FormNotice } from '../security-forms/FormNotice';
import { PlainField } from '../security-forms/PlainField';
import { usePlainForm } from '../security-forms/use-plain-form';

/** Step one: the server e-mails a link (and answers the same whether or not the address exists). */
export function RequestLinkForm() {
  const t = usePlainT();
  const { run, pending, outcome } = useOutcome(requestResetLink);
  const emailLabel = t('shell.restore.email');
  const form = usePlainForm({ email: '' }, { email: emailRules(t, emailLabel) });
  return (
    <form name="restore" noValidate onSubmit={form.onSubmit(run)}>
      <h2 className="security-layout__heading">{t('shell.restore.title')}</h2>
      <p className="security-layout__intro">{t('shell.restore.intro')}</p>
      {outcome && <FormNotice type={outcome.type} message={outcome.message} testId="restore-outcome" />}
      <PlainField label={emailLabel} autoComplete="email" autoFocus {...form.field('email')} />
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t('shell.restore.send')}
      </Button>
    </form>
  );
}
