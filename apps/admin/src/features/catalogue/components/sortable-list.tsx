// A list put in order by drag and drop, with the mouse or the keyboard (dnd-kit): a row's handle is a
// button; Space or Enter picks the row up, the arrow keys move it, Space or Enter drops it and Escape puts
// it back. Screen readers hear each step in the back office's words.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SortableItem {
  readonly id: number;
  /** How the row is named to screen readers and on its handle. */
  readonly label: string;
}

export function SortableList<T extends SortableItem>(props: {
  readonly items: readonly T[];
  readonly label: string;
  readonly onReorder: (items: T[]) => void;
  /** The row's content beside its handle. */
  readonly children: (item: T, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: UniqueIdentifier) =>
    props.items.find((item) => item.id === Number(id))?.label ?? String(id);
  const positionOf = (id: UniqueIdentifier | undefined) =>
    props.items.findIndex((item) => item.id === Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('catalogue.sortable.picked', { name: labelOf(active.id), position: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('catalogue.sortable.moved', { name: labelOf(active.id), position: positionOf(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('catalogue.sortable.dropped', { name: labelOf(active.id), position: positionOf(over.id) })
        : undefined,
    onDragCancel: ({ active }) => t('catalogue.sortable.cancelled', { name: labelOf(active.id) }),
  };

  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = props.items.findIndex((item) => item.id === Number(active.id));
    const to = props.items.findIndex((item) => item.id === Number(over.id));
    if (from < 0 || to < 0) return;
    props.onReorder(arrayMove([...props.items], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('catalogue.sortable.instructions') },
      }}
    >
      <SortableContext items={props.items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol className="sortable-list" aria-label={props.label}>
          {props.items.map((item, index) => (
            <SortableRow key={item.id} id={item.id} label={item.label}>
              {props.children(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow(props: { readonly id: number; readonly label: string; readonly children: ReactNode }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props.id });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'sortable-list__row sortable-list__row--dragging' : 'sortable-list__row'}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="button sortable-list__handle"
        {...attributes}
        {...listeners}
        aria-label={t('catalogue.sortable.handle', { name: props.label })}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      {props.children}
    </li>
  );
}
