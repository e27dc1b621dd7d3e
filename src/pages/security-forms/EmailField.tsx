// The e-mail field of the login and restore forms: required and checked as an address, both messages
// naming the field as the dictionary words it.
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

export function EmailField({ label, autoComplete }: { label: string; autoComplete: 'username' | 'email' }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={label}
      name="email"
      rules={[
        { required: true, message: t('validation.required', { field: label }) },
        { type: 'email', message: t('validation.email', { field: label }) },
      ]}
    >
      <Input autoComplete={autoComplete} autoFocus />
    </Form.Item>
  );
}
