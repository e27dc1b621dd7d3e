import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { downloadApiFile, notify, useTranslation } from '@/src/plugin-api';
import { formatMessageDate, STATUS_COLOURS } from './format';
import type { Message } from './types';

/** One sent message: when, how it ended, subject and attachment for an e-mail, the text as typed. */
export function MessageItem({ message }: { message: Message }) {
  const { t } = useTranslation('messages');
  const { t: shell } = useTranslation();
  const download = () =>
    downloadApiFile(`/message/getFile/${encodeURIComponent(message.file)}`, message.file_name).catch(() =>
      notify({ type: 'error', message: shell('error') }),
    );
  const status = (
    <Tag color={STATUS_COLOURS[message.status ?? 'sent']} data-testid="message-status">
      {message.status_title}
    </Tag>
  );

  return (
    <article
      data-testid={`message-${message.id}`}
      style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}
    >
      <Space wrap>
        <Typography.Text type="secondary">{formatMessageDate(message.created_at)}</Typography.Text>
        {message.status_detail ? <Tooltip title={message.status_detail}>{status}</Tooltip> : status}
      </Space>
      {message.email_subject && (
        <div>
          <Typography.Text strong>{message.email_subject}</Typography.Text>
        </div>
      )}
      {/* A text node, never markup: the message is shown as it was sent. */}
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
        {message.text}
      </Typography.Paragraph>
      {message.file && (
        <Button
          type="link"
          size="small"
          icon={<PaperClipOutlined />}
          aria-label={t('download', { name: message.file_name })}
          onClick={() => void download()}
        >
          {message.file_name}
        </Button>
      )}
    </article>
  );
}
