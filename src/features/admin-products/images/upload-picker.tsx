import { useId } from 'react';
import type { StorageAvailability } from '../api/image-storage-availability';
import { imageMessages } from './messages';

interface UploadPickerProps {
  availability: StorageAvailability | undefined;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}

/** Choose files to upload (several at once; they may also be dropped onto the editor), or why not. */
export function UploadPicker({ availability, disabled, onFiles }: UploadPickerProps) {
  const inputId = useId();
  if (!availability) return <p className="field__hint">{imageMessages.checking}</p>;
  if (!availability.available) {
    return (
      <p className="images-editor__unavailable" role="note">
        {imageMessages.unavailable}
      </p>
    );
  }
  return (
    <div className="images-editor__picker">
      <input
        id={inputId}
        className="images-editor__file-input"
        type="file"
        accept="image/*"
        multiple
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared, so that choosing the same file again uploads it again.
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <label htmlFor={inputId} className="images-editor__choose">
        Choose images
      </label>
      <span className="field__hint">
        or drop them here. Each is made a WebP of at most 1600 px before it is uploaded.
      </span>
    </div>
  );
}
