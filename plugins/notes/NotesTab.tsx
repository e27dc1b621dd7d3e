import { Empty, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation, type SlotItemProps } from '@/src/plugin-api';
import { noteAccess } from './access';
import { NoteItem } from './NoteItem';
import { NoteTextForm } from './NoteTextForm';
import { useNotes } from './use-notes';
import './texts';

/** The card's notes tab (spec 000 sections 2.4 and 4.1): a create box over the notes, newest first. */
export default function NotesTab({ ctx }: SlotItemProps<'contactCard.tabs'>) {
  const { t } = useTranslation('notes');
  const { notes, create, update, remove } = useNotes(ctx.contactId);
  const access = useMemo(() => noteAccess(ctx.user), [ctx.user]);

  return (
    <section data-testid="notes">
      {access.create && (
        <NoteTextForm
          name="note-new"
          placeholder={t('placeholder')}
          submitLabel={t('add')}
          onSubmit={create}
          clearAfter
        />
      )}
      {notes === undefined ? (
        <Spin />
      ) : notes.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        notes.map((note) => (
          <NoteItem
            key={note.id}
            note={note}
            canEdit={access.edit(note)}
            canRemove={access.remove(note)}
            onSave={update}
            onRemove={remove}
          />
        ))
      )}
    </section>
  );
}
