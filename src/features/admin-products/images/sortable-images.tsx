import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { SortableImage } from './sortable-image';

interface SortableImagesProps {
  images: string[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** The 1-based position of an image, as screen readers hear it while it is dragged. */
const at = (images: string[], id: unknown) => String(images.indexOf(String(id)) + 1);

/**
 * The images in order, reordered by dragging (mouse, touch) or by keyboard (Space on a handle,
 * the arrow keys, Space again), as @dnd-kit/sortable does it accessibly, and by the arrows.
 */
export function SortableImages({ images, onMove, onRemove }: SortableImagesProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(images.indexOf(String(active.id)), images.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) =>
            `Picked up image ${at(images, active.id)}. Arrow keys move it, Space drops it, Escape cancels.`,
          onDragOver: ({ active, over }) =>
            over
              ? `Image ${at(images, active.id)} is over position ${at(images, over.id)} of ${String(images.length)}.`
              : '',
          onDragEnd: ({ active, over }) =>
            over ? `Image ${at(images, active.id)} dropped at position ${at(images, over.id)}.` : '',
          onDragCancel: ({ active }) => `Image ${at(images, active.id)} was not moved.`,
        },
      }}
    >
      <SortableContext items={images} strategy={verticalListSortingStrategy}>
        <ol className="images-editor__list" aria-label="Product images">
          {images.map((image, index) => (
            <SortableImage
              key={image}
              image={image}
              index={index}
              count={images.length}
              onMove={onMove}
              onRemove={onRemove}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
