import { Form, Select, Space, Tag, Typography, type SelectProps } from 'antd';
import { useTranslation } from '@/src/plugin-api';
import { presetColour } from '../colour';
import type { CardTag, Contact } from '../types';
import { useApiData } from '../use-api-data';

const NO_TAGS: { items: CardTag[] } = { items: [] };
type TagRenderProps = Parameters<NonNullable<SelectProps['tagRender']>>[0];

interface TagFieldsProps {
  contact: Contact;
  /** Every tag (GET /tag/options); undefined while loading. */
  options: readonly CardTag[] | undefined;
  /** LAST_TAG: the tags of the phone's last calls are shown under the contact's. */
  lastTags: boolean;
}

/**
 * The contact's tags (spec 000 section 3), chosen with the card's other fields, so only with contact.update
 * (the form is read-only otherwise, and the server refuses tags without it). Each shows in its colour; a
 * tag not yet named (the list still loading) shows as a dot, never as its id.
 */
export function TagFields({ contact, options, lastTags }: TagFieldsProps) {
  const { t } = useTranslation('contact-card');
  const byId = new Map((options ?? []).map((tag) => [tag.id, tag]));
  const tagRender = ({ value, closable, onClose }: TagRenderProps) => {
    const tag = byId.get(Number(value));
    return (
      <Tag
        color={presetColour(tag?.color)}
        closable={closable}
        onClose={onClose}
        style={{ marginInlineEnd: 4 }}
      >
        {tag?.title ?? '…'}
      </Tag>
    );
  };
  return (
    <>
      <Form.Item name="tags" label={t('fields.tags')}>
        <Select
          mode="multiple"
          allowClear
          loading={options === undefined}
          optionFilterProp="label"
          options={(options ?? []).map((tag) => ({ value: tag.id, label: tag.title }))}
          tagRender={tagRender}
          data-testid="tags-select"
        />
      </Form.Item>
      {lastTags && <LastTags contact={contact} />}
    </>
  );
}

/** GET /tag/last/{phone}: the tags of the number's last calls; the contact names the number a mask hides. */
function LastTags({ contact }: { contact: Contact }) {
  const { t } = useTranslation('contact-card');
  const reply = useApiData(
    `/tag/last/${encodeURIComponent(contact.phone)}`,
    { contact_id: contact.id },
    NO_TAGS,
  );
  const items = reply?.items ?? [];
  return (
    <Form.Item label={t('fields.last_tags')} data-testid="last-tags">
      {items.length ? (
        <Space size={[0, 4]} wrap>
          {items.map((tag) => (
            <Tag key={tag.id} color={presetColour(tag.color)}>
              {tag.title}
            </Tag>
          ))}
        </Space>
      ) : (
        <Typography.Text type="secondary">{reply ? t('summary.none') : '…'}</Typography.Text>
      )}
    </Form.Item>
  );
}
