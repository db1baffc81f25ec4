import { useState } from 'react';
import styled from 'styled-components';
import type { StaffLead } from '../../../domain/api/staff';
import { MAX_NOTE_LENGTH, MAX_NOTES_PER_LEAD } from '../../../domain/staff/schemas';
import { instantLabel } from '../format';
import { Actions, Field, SmallButton, TextArea } from '../styles';

export interface LeadNotesProps {
  lead: StaffLead;
  /** The action running on the lead, if any. */
  busy: string | null;
  /** Adds the note; true once saved (the box is then emptied). */
  onAdd(text: string): Promise<boolean>;
}

/** A lead's notes, oldest first, each with its author and time; and a box to add one (notes are never edited). */
export function LeadNotes({ lead, busy, onAdd }: LeadNotesProps) {
  const [text, setText] = useState('');
  const key = `${lead.kind}-${lead.id}`;
  const full = lead.notes.length >= MAX_NOTES_PER_LEAD;
  return (
    <Notes aria-labelledby={`notes-${key}`}>
      <h4 id={`notes-${key}`}>Notes</h4>
      {lead.notes.length === 0 ? (
        <p className="empty">No notes yet.</p>
      ) : (
        <ol>
          {lead.notes.map((note, index) => (
            <li key={`${note.at}-${index}`}>
              <p className="meta">
                <strong>{note.by || 'Someone'}</strong> · <time dateTime={note.at}>{instantLabel(note.at)}</time>
              </p>
              <p className="text">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onAdd(text).then((saved) => saved && setText(''));
        }}
      >
        <Field>
          Add a note
          <TextArea
            value={text}
            maxLength={MAX_NOTE_LENGTH}
            disabled={full}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <Actions>
          <SmallButton type="submit" aria-busy={busy === 'note'} disabled={busy !== null || full || text.trim() === ''}>
            {busy === 'note' ? 'Adding…' : 'Add note'}
          </SmallButton>
        </Actions>
      </form>
    </Notes>
  );
}

const Notes = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.ink};
  }
  .empty {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    padding: 0 0 0 ${({ theme }) => theme.space[4]};
    border-left: 2px solid ${({ theme }) => theme.colors.border};
    list-style: none;
  }
  li p {
    margin: 0;
  }
  .meta {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .meta strong {
    color: ${({ theme }) => theme.colors.ink};
    overflow-wrap: anywhere;
  }
  .text {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
`;
