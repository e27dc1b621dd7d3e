import { CloseOutlined, DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Popconfirm, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '@/src/plugin-api';
import type { Contact } from '../types';
import { usePhones } from './use-phones';

interface AdditionalPhonesProps {
  contact: Contact;
  editable: boolean;
  onSwapped: (contact: Contact) => void;
  /** The Call button of a saved phone; a new one has none until it is saved (spec 000 section 4.1). */
  renderCall?: (phone: string) => ReactNode;
}

/** Spec 000 section 4.1: the contact's extra phones, added one by one, deleted, or made the main phone. */
export function AdditionalPhones({ contact, editable, onSwapped, renderCall }: AdditionalPhonesProps) {
  const { t } = useTranslation('contact-card');
  const { t: shell } = useTranslation();
  const phones = usePhones(contact, onSwapped);
  return (
    <Form.Item label={t('phones.title')} data-testid="additional-phones">
      <Space direction="vertical" style={{ width: '100%' }}>
        {phones.saved.map((p) => (
          <Space.Compact key={p.id} style={{ width: '100%' }} data-testid={`phone-${p.id}`}>
            {/* Nothing is checked: ticking a box makes that phone the main one and persists at once. */}
            <Checkbox
              checked={false}
              disabled={!editable}
              aria-label={t('phones.main')}
              title={t('phones.main')}
              onChange={() => void phones.makeMain(p.id)}
              style={{ alignSelf: 'center', marginRight: 8 }}
            />
            <Input value={p.phone} readOnly />
            {renderCall?.(p.phone)}
            <Popconfirm
              title={shell('confirm.delete')}
              okText={shell('confirm.yes')}
              cancelText={shell('confirm.cancel')}
              onConfirm={() => phones.remove(p.id)}
              disabled={!editable}
            >
              <Button icon={<DeleteOutlined />} aria-label={t('phones.remove')} disabled={!editable} />
            </Popconfirm>
          </Space.Compact>
        ))}
        {phones.drafts.map((d) => (
          <div key={d.key}>
            <Space.Compact style={{ width: '100%' }}>
              <Input
                value={d.phone}
                status={d.error ? 'error' : undefined}
                placeholder={t('phones.placeholder')}
                inputMode="tel"
                aria-label={t('phones.placeholder')}
                onChange={(e) => phones.change(d.key, e.target.value)}
                onPressEnter={(e) => {
                  e.preventDefault(); // Enter here saves this phone, not the whole card
                  void phones.save(d);
                }}
              />
              <Button
                icon={<SaveOutlined />}
                aria-label={t('phones.save')}
                onClick={() => void phones.save(d)}
              />
              <Button
                icon={<CloseOutlined />}
                aria-label={shell('confirm.cancel')}
                onClick={() => phones.drop(d.key)}
              />
            </Space.Compact>
            {d.error && <Typography.Text type="danger">{d.error}</Typography.Text>}
          </div>
        ))}
        {editable && (
          <Button icon={<PlusOutlined />} onClick={phones.add}>
            {t('phones.add')}
          </Button>
        )}
      </Space>
    </Form.Item>
  );
}
