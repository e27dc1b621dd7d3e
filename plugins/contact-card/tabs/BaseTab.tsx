import { Descriptions, Tag } from 'antd';
import { useTranslation } from '@/src/plugin-api';
import { presetColour } from '../colour';
import type { Contact } from '../types';

/** Until the tasks and notes arrive (their own issue), the base tab sums the contact up. */
export function BaseTab({ contact }: { contact: Contact }) {
  const { t } = useTranslation('contact-card');
  const none = t('summary.none');
  return (
    <Descriptions column={1} size="small" data-testid="contact-summary">
      <Descriptions.Item label={t('fields.full_name')}>{contact.full_name || none}</Descriptions.Item>
      <Descriptions.Item label={t('summary.campaign')}>{contact.campaign?.title ?? none}</Descriptions.Item>
      <Descriptions.Item label={t('summary.status')}>
        {contact.status ? <Tag color={presetColour(contact.status.color)}>{contact.status.title}</Tag> : none}
      </Descriptions.Item>
      <Descriptions.Item label={t('summary.operator')}>{contact.user?.full_name ?? none}</Descriptions.Item>
    </Descriptions>
  );
}
