import { useEffect, useRef, useState, type DragEvent } from 'react';
import { ImageAddressInput } from './image-address-input';
import { isImageAddress } from '../image-address';
import { productMessages } from '../messages';
import { PRODUCT_LIMITS } from '../product-limits';
import { imageMessages } from './messages';
import { SortableImages } from './sortable-images';
import { UploadList } from './upload-list';
import { UploadPicker } from './upload-picker';
import { useImageUploads } from './use-image-uploads';
import { useStorageAvailability } from './use-storage-availability';
import './product-images-editor.css';

export interface ProductImagesEditorProps {
  /** The product's images in order; the first is the card's cover. */
  images: string[];
  onChange: (images: string[]) => void;
  /** Told true while files upload (the form's button waits), false when none do. */
  onBusyChange?: (busy: boolean) => void;
}

const MAX_IMAGES = PRODUCT_LIMITS.imagesMax;

function moved(images: string[], from: number, to: number): string[] {
  const next = [...images];
  const [image] = next.splice(from, 1);
  if (image !== undefined) next.splice(to, 0, image);
  return next;
}

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * The product's images: previews with a remove X, reordering by drag or keyboard (the first is
 * the cover), http(s) addresses, and uploads of chosen or dropped files with progress, pause,
 * resume and cancel — or, where Storage cannot run, a note that only addresses can be added.
 */
export function ProductImagesEditor({ images, onChange, onBusyChange }: ProductImagesEditorProps) {
  const availability = useStorageAvailability();
  // Uploads finish one by one between renders: each adds to the latest list, not to a stale one.
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);
  const change = (next: string[]) => {
    latest.current = next;
    onChange(next);
  };
  const uploads = useImageUploads((path) => {
    change([...latest.current, path]);
  });
  const [refusal, setRefusal] = useState<string>();
  const [dropping, setDropping] = useState(false);

  const busyChanged = useRef(onBusyChange);
  useEffect(() => {
    busyChanged.current = onBusyChange;
  }, [onBusyChange]);
  useEffect(() => {
    busyChanged.current?.(uploads.busy);
  }, [uploads.busy]);

  const inFlight = uploads.items.filter((item) => item.phase !== 'error').length;
  const room = MAX_IMAGES - images.length - inFlight;
  const canUpload = availability?.available === true;

  const upload = (files: File[]) => {
    const accepted = files.slice(0, Math.max(0, room));
    setRefusal(accepted.length < files.length ? imageMessages.tooMany(MAX_IMAGES, room) : undefined);
    if (accepted.length) uploads.start(accepted);
  };

  const addAddress = (address: string) => {
    if (!isImageAddress(address)) return productMessages.invalidImage;
    if (images.includes(address)) return imageMessages.duplicate;
    if (room <= 0) return imageMessages.tooMany(MAX_IMAGES, 0);
    change([...images, address]);
    return undefined;
  };

  const dropHandlers = canUpload
    ? {
        onDragOver: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDropping(true);
        },
        onDragLeave: () => {
          setDropping(false);
        },
        onDrop: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDropping(false);
          upload([...event.dataTransfer.files]);
        },
      }
    : {};

  return (
    <div className={`images-editor${dropping ? ' images-editor--dropping' : ''}`} {...dropHandlers}>
      <p className="field__hint">{imageMessages.reorderHint}</p>
      {images.length > 0 && (
        <SortableImages
          images={images}
          onMove={(from, to) => {
            change(moved(images, from, to));
          }}
          onRemove={(index) => {
            change(images.filter((_, i) => i !== index));
          }}
        />
      )}
      <UploadList items={uploads.items} onAct={uploads.act} onDismiss={uploads.dismiss} />
      <UploadPicker availability={availability} disabled={room <= 0} onFiles={upload} />
      {refusal && <p className="field__error">{refusal}</p>}
      <ImageAddressInput disabled={room <= 0} onAdd={addAddress} />
      {room <= 0 && !refusal && <p className="field__hint">{imageMessages.tooMany(MAX_IMAGES, 0)}</p>}
    </div>
  );
}
