import { Divider, Empty, Spin } from 'antd';
import { useMemo } from 'react';
import { can, useTranslation, type SlotItemProps } from '@/src/plugin-api';
import { templateOf } from './format';
import { MessageForm } from './MessageForm';
import { MessageItem } from './MessageItem';
import type { MessageType } from './types';
import { useMessages } from './use-messages';
import './texts';

const CREATE_KEYS = { TYPE_EMAIL: 'contact.emailCreate', TYPE_SMS: 'contact.smsCreate' } as const;

/** The card's e-mail or SMS tab (spec 000 sections 2.4 and 4.1): a form over the messages sent, newest first. */
export function MessagesTab({ ctx, type }: SlotItemProps<'contactCard.tabs'> & { type: MessageType }) {
  const { t } = useTranslation('messages');
  const { items, meta, send } = useMessages(ctx.contactId, type);
  const mayCreate = can(ctx.user, CREATE_KEYS[type]);
  const initial = useMemo(() => templateOf(type, meta), [type, meta]);

  if (items === undefined) return <Spin />;
  return (
    <section data-testid={`messages-${type}`}>
      {/* Mounted once the templates are known, so they are its initial values (and what it resets to). */}
      {mayCreate && <MessageForm type={type} initial={initial} onSend={send} />}
      {mayCreate && <Divider />}
      {items.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        items.map((message) => <MessageItem key={message.id} message={message} />)
      )}
    </section>
  );
}
