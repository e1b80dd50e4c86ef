import { useRef, type ReactNode } from 'react';
import { useDrag, useDrop, isTextDropItem } from 'react-aria-components';
import * as styles from './PhotoManager.css';

/** The drag type of a photo moved within its product's list: its id. Files dropped from elsewhere never carry it. */
const photoDragType = 'application/x-catalog-horeca-photo';

export interface DraggablePhotoProps {
  id: string;
  /** The photo's place in the order, where a photo dropped on it goes. */
  index: number;
  /** The photo's thumbnail: what the pointer picks up. */
  thumbnail: ReactNode;
  children: ReactNode;
  onMove: (id: string, to: number) => void;
}

/**
 * One stored photo's row that a pointer reorders (react-aria's drag and drop): the thumbnail is
 * picked up, and a row it is dropped on takes it at its place. Keyboard and screen reader users
 * move photos with the row's buttons, which do the same; so the drag is for the pointer only.
 */
export function DraggablePhoto({ id, index, thumbnail, children, onMove }: DraggablePhotoProps) {
  const row = useRef<HTMLLIElement>(null);
  // `hasDragButton`: the drag's own keyboard and screen reader mode stays off (the row's buttons are that mode), so the thumbnail gets only the pointer's drag.
  const { dragProps, isDragging } = useDrag({ getItems: () => [{ [photoDragType]: id }], hasDragButton: true });
  const { dropProps, isDropTarget } = useDrop({
    ref: row,
    getDropOperation: (types) => (types.has(photoDragType) ? 'move' : 'cancel'),
    onDrop: async (event) => {
      const item = event.items.find((dropped) => isTextDropItem(dropped) && dropped.types.has(photoDragType));
      if (item && isTextDropItem(item)) {
        const moved = await item.getText(photoDragType);
        if (moved !== id) onMove(moved, index);
      }
    },
  });
  return (
    <li ref={row} {...dropProps} className={styles.item} data-drop-target={isDropTarget || undefined} data-dragging={isDragging || undefined}>
      <div {...dragProps} className={styles.dragHandle} title="Trage fotografia pe alt rând ca să o muți">
        {thumbnail}
      </div>
      {children}
    </li>
  );
}
