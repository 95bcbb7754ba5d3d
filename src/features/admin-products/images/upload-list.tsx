import { imageMessages } from './messages';
import type { UploadItem } from './use-image-uploads';

interface UploadListProps {
  items: UploadItem[];
  onAct: (id: number, action: 'pause' | 'resume' | 'cancel') => void;
  onDismiss: (id: number) => void;
}

function statusText(item: UploadItem): string {
  const percent = `${String(item.percent)} %`;
  switch (item.phase) {
    case 'preparing':
      return 'Resizing…';
    case 'pausing':
      return `Pausing at ${percent}…`;
    case 'paused':
      return `Paused at ${percent}`;
    case 'canceling':
      return 'Canceling…';
    case 'error':
      return imageMessages.uploadFailed(item.fileName);
    default:
      return percent;
  }
}

/** One row per file being uploaded: progress, pause or resume, cancel; a failed file says so. */
export function UploadList({ items, onAct, onDismiss }: UploadListProps) {
  if (!items.length) return null;
  return (
    <ul className="images-editor__uploads" aria-label="Uploads">
      {items.map((item) => {
        const failed = item.phase === 'error';
        const button = (action: 'pause' | 'resume' | 'cancel', label: string) => (
          <button
            type="button"
            className="images-editor__text-button"
            aria-label={`${label} ${item.fileName}`}
            onClick={() => {
              onAct(item.id, action);
            }}
          >
            {label}
          </button>
        );
        return (
          <li
            key={item.id}
            className={`images-editor__upload${failed ? ' images-editor__upload--failed' : ''}`}
          >
            <span className="images-editor__upload-name">{item.fileName}</span>
            {failed ? (
              <span role="alert" className="images-editor__upload-status">
                {statusText(item)}
              </span>
            ) : (
              <>
                <progress max={100} value={item.percent} aria-label={`Uploading ${item.fileName}`} />
                <span className="images-editor__upload-status">{statusText(item)}</span>
              </>
            )}
            <span className="images-editor__upload-actions">
              {item.phase === 'running' && button('pause', 'Pause')}
              {(item.phase === 'paused' || item.phase === 'pausing') && button('resume', 'Resume')}
              {['preparing', 'running', 'pausing', 'paused'].includes(item.phase) &&
                button('cancel', 'Cancel')}
              {failed && (
                <button
                  type="button"
                  className="images-editor__text-button"
                  aria-label={`Dismiss ${item.fileName}`}
                  onClick={() => {
                    onDismiss(item.id);
                  }}
                >
                  Dismiss
                </button>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
