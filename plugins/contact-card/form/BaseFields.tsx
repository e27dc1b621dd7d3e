import { DatePicker, Form, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '@/src/plugin-api';
import { useRules } from './rules';
import { useUniqueRules } from './unique-rules';
import { DATE_FORMAT } from './values';

/** A phone the viewer may not see arrives masked ("*****12"): it cannot be edited (spec 000 section 5). */
export const isMaskedPhone = (phone: string) => !/^\d+$/.test(phone);

interface BaseFieldsProps {
  contactId: number;
  phoneMasked: boolean;
  /** Placed right of the main phone: its Call button. */
  phoneAction?: ReactNode;
  /** Placed right under the main phone: the additional phones. */
  afterPhone?: ReactNode;
}

/** The contact's own fields (spec 000 section 3). */
export function BaseFields({ contactId, phoneMasked, phoneAction, afterPhone }: BaseFieldsProps) {
  const { t } = useTranslation('contact-card');
  const rules = useRules();
  const unique = useUniqueRules(contactId);
  // A masked number is not the viewer's to check: it stays as it is (the server keeps the real one).
  const phoneRules = phoneMasked
    ? []
    : [rules.required(t('fields.phone')), rules.phone(t('fields.phone')), unique.phone];
  const text = (name: string, extra: { multiline?: boolean } = {}) => (
    <Form.Item name={name} label={t(`fields.${name}`)}>
      {extra.multiline ? <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} /> : <Input />}
    </Form.Item>
  );
  return (
    <>
      {text('full_name')}
      {/* The outer item carries the label and shows the inner field's errors (noStyle). */}
      <Form.Item label={t('fields.phone')} htmlFor="phone" required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="phone" noStyle validateTrigger={['onChange', 'onBlur']} rules={phoneRules}>
            <Input disabled={phoneMasked || undefined} inputMode="tel" />
          </Form.Item>
          {phoneAction}
        </Space.Compact>
      </Form.Item>
      {afterPhone}
      <Form.Item
        name="email"
        label={t('fields.email')}
        validateTrigger={['onChange', 'onBlur']}
        rules={[rules.email(t('fields.email')), unique.email]}
      >
        <Input type="email" />
      </Form.Item>
      <Form.Item name="birth_date" label={t('fields.birth_date')}>
        <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      {text('region')}
      {text('city')}
      {text('address')}
      {text('position')}
      {text('description', { multiline: true })}
    </>
  );
}
