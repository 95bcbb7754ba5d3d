import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { formatWhen } from '@/features/admin-shell/format-date';
import { ORDER_NOTE_MAX } from '@/lib/firebase/documents/order';
import { failureMessageOf, userMessageOf } from '@/lib/firebase/errors';
import { addOrderNote } from '../api/add-order-note';
import { subscribeOrderNotes, type OrderNote } from '../api/subscribe-order-notes';
import { orderFlowMessages } from '../order-flow-messages';

/** The admins' internal notes on an order, live, with a form to add one (kept on failure). */
export function OrderNotes({ orderId, adminEmail }: { orderId: string; adminEmail: string }) {
  const [notes, setNotes] = useState<OrderNote[] | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fieldId = useId();

  useEffect(
    () =>
      subscribeOrderNotes(
        orderId,
        (next) => {
          setNotes(next);
          setLoadFailure(null);
        },
        (error) => {
          console.error(`The notes of order ${orderId} failed`, error);
          setLoadFailure(failureMessageOf(error, orderFlowMessages.notesFailed));
        },
      ),
    [orderId],
  );

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      await addOrderNote(orderId, text, adminEmail);
      setText('');
    } catch (error) {
      console.error(`Adding a note to order ${orderId} failed`, error);
      setFailure(userMessageOf(error, orderFlowMessages.noteFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="order-notes">
      <form className="order-notes__form" onSubmit={(event) => void submit(event)}>
        <label htmlFor={fieldId}>New note (only admins see notes)</label>
        <textarea
          id={fieldId}
          value={text}
          maxLength={ORDER_NOTE_MAX}
          rows={3}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button button--small" disabled={saving || text.trim() === ''}>
          Add note
        </button>
      </form>
      {loadFailure && (
        <p className="admin-banner" role="alert">
          {loadFailure}
        </p>
      )}
      {notes === null ? (
        !loadFailure && <p className="muted">Loading notes…</p>
      ) : notes.length ? (
        <ul className="order-notes__list" aria-label="Notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="order-notes__text">{note.text}</p>
              <p className="muted order-notes__meta">
                {note.by} · {formatWhen(note.at)}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No notes yet.</p>
      )}
    </div>
  );
}
