import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { productImageSrc } from '@/lib/product-images';

interface SortableImageProps {
  image: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One image of the editor: a drag handle (pointer or keyboard), its preview, arrows and a remove X. */
export function SortableImage({ image, index, count, onMove, onRemove }: SortableImageProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: image });
  const position = `image ${String(index + 1)}`;
  return (
    <li
      ref={setNodeRef}
      className={`images-editor__item${isDragging ? ' images-editor__item--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="images-editor__handle"
        aria-label={`Drag ${position} to reorder`}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <img src={productImageSrc(image)} alt="" width={64} height={64} loading="lazy" />
      <span className="images-editor__name">
        {index === 0 && <strong className="images-editor__cover">Cover</strong>}
        <span className="images-editor__address" title={image}>
          {image}
        </span>
      </span>
      <span className="images-editor__actions">
        <button
          type="button"
          className="images-editor__icon"
          aria-label={`Move ${position} up`}
          disabled={index === 0}
          onClick={() => {
            onMove(index, index - 1);
          }}
        >
          ↑
        </button>
        <button
          type="button"
          className="images-editor__icon"
          aria-label={`Move ${position} down`}
          disabled={index === count - 1}
          onClick={() => {
            onMove(index, index + 1);
          }}
        >
          ↓
        </button>
        <button
          type="button"
          className="images-editor__icon images-editor__icon--remove"
          aria-label={`Remove ${position}`}
          onClick={() => {
            onRemove(index);
          }}
        >
          ✕
        </button>
      </span>
    </li>
  );
}
