import { EditOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { DeleteWithConfirm, useTranslation } from '@/src/plugin-api';
import { formatNoteDate } from './format';
import { NoteTextForm } from './NoteTextForm';
import type { Note } from './types';

interface NoteItemProps {
  note: Note;
  canEdit: boolean;
  canRemove: boolean;
  onSave: (id: number, text: string) => Promise<boolean>;
  onRemove: (id: number) => Promise<boolean>;
}

/** One note (spec 000 section 4.1): view, edit and save; delete after confirmation. */
export function NoteItem({ note, canEdit, canRemove, onSave, onRemove }: NoteItemProps) {
  const { t } = useTranslation('notes');
  const [editing, setEditing] = useState(false);

  const save = async (text: string) => {
    const saved = await onSave(note.id, text);
    if (saved) setEditing(false);
    return saved;
  };

  return (
    <article data-testid={`note-${note.id}`} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space>
          <Typography.Text strong>{note.user?.full_name ?? t('noAuthor')}</Typography.Text>
          <Typography.Text type="secondary">{formatNoteDate(note.created_at)}</Typography.Text>
        </Space>
        {!editing && (
          <Space>
            {canEdit && (
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={t('edit')}
                onClick={() => setEditing(true)}
              />
            )}
            {canRemove && (
              <DeleteWithConfirm label={t('remove')} onConfirm={() => onRemove(note.id)} look="default" />
            )}
          </Space>
        )}
      </Space>
      {editing ? (
        <NoteTextForm
          name={`note-${note.id}`}
          initial={note.text}
          submitLabel={t('save')}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        // A text node, never markup: what an operator typed is shown as typed, line breaks included.
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
          {note.text}
        </Typography.Paragraph>
      )}
    </article>
  );
}
