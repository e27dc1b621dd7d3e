// The new contact's fields (spec 000 section 3) with the card's rules.
import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from '@/src/plugin-api';
import { useContactRules } from './contact-rules';
import { useProjects } from './use-lookups';

export const TEXT_FIELDS = ['full_name', 'email', 'city', 'address', 'position'] as const;

export function NewContactFields() {
  const { t } = useTranslation('contact-list');
  const rules = useContactRules();
  const projects = useProjects();
  return (
    <>
      <Form.Item name="campaign_id" label={t('create.fields.campaign_id')} rules={rules.campaign_id}>
        <Select
          options={projects.map((p) => ({ value: p.id, label: p.title }))}
          showSearch
          optionFilterProp="label"
          data-testid="contact-create-project"
        />
      </Form.Item>
      <Form.Item name="phone" label={t('create.fields.phone')} rules={rules.phone}>
        <Input inputMode="tel" />
      </Form.Item>
      {TEXT_FIELDS.map((name) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`create.fields.${name}`)}
          rules={name === 'email' ? rules.email : []}
        >
          <Input type={name === 'email' ? 'email' : 'text'} />
        </Form.Item>
      ))}
      <Form.Item name="birth_date" label={t('create.fields.birth_date')}>
        <DatePicker format="DD-MM-YYYY" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="description" label={t('create.fields.description')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </>
  );
}
