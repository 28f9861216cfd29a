import {
  closestCenter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type Collision,
  type CollisionDetection,
  type KeyboardCodes,
  type KeyboardCoordinateGetter,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import type { PointerEvent as ReactPointerEvent } from 'react';

/**
 * A mouse or pen drags once it has moved a few pixels (so a click is still a
 * click). A finger is left to the TouchSensor: a pointer sensor would take a
 * finger too, and then either a swipe could not scroll the page or it dragged.
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators = PointerSensor.activators.map(({ eventName, handler }) => ({
    eventName,
    handler: (event: ReactPointerEvent, options: PointerSensorOptions) =>
      event.nativeEvent.pointerType !== 'touch' && handler(event, options),
  }));
}

/**
 * Space picks an item up and the arrows move it; Space or Enter drops it, Escape
 * cancels. Enter does not pick up: on a focused item Enter selects it (a
 * button's click), then Enter on a target places it, the tap path for keyboards.
 */
const KEYBOARD_CODES: KeyboardCodes = {
  start: ['Space'],
  cancel: ['Escape'],
  end: ['Space', 'Enter', 'Tab'],
};

/**
 * The sensors of every board: a press-and-hold for a finger (a swipe still
 * scrolls the page and a tap still selects), a short move for a mouse or pen,
 * and the keyboard with the board's own way of moving between places.
 */
export function useDragSensors(coordinateGetter: KeyboardCoordinateGetter) {
  return useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter, keyboardCodes: KEYBOARD_CODES }),
  );
}

const STEPS: Readonly<Record<string, number>> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * The arrow keys move a dragged item from one drop zone to the next in the
 * zones' reading order (the tray, then each target), not 25 pixels at a time:
 * each press lands on a place the item can go, whatever the layout's columns.
 */
export function zoneKeyboardCoordinates(zoneIds: readonly string[]): KeyboardCoordinateGetter {
  return (event, { context: { over, droppableRects, collisionRect } }) => {
    const step = STEPS[event.code];
    if (step === undefined) return undefined;
    // The arrows would scroll the page under the item as well.
    event.preventDefault();
    if (!collisionRect) return undefined;
    const current = over ? zoneIds.indexOf(String(over.id)) : -1;
    const nextId = current + step >= 0 ? zoneIds[current + step] : undefined;
    const rect = nextId === undefined ? undefined : droppableRects.get(nextId);
    if (!rect) return undefined;
    // The item's centre on the zone's centre, where the collision below finds it.
    return {
      x: rect.left + rect.width / 2 - collisionRect.width / 2,
      y: rect.top + rect.height / 2 - collisionRect.height / 2,
    };
  };
}

/**
 * A pointer is over the zone under it (or, between zones, the one the item
 * overlaps most). A keyboard drag has no pointer: the zone holding the item's
 * centre, so picking an item up says it is over its own zone, not a neighbour.
 */
export const zoneCollision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const under = pointerWithin(args);
    return under.length ? under : rectIntersection(args);
  }
  const { left, top, width, height } = args.collisionRect;
  const [x, y] = [left + width / 2, top + height / 2];
  const holding: Collision[] = args.droppableContainers
    .filter((container) => {
      const rect = args.droppableRects.get(container.id);
      return rect && x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
    })
    .map((container) => ({ id: container.id, data: { droppableContainer: container, value: 0 } }));
  return holding.length ? holding : closestCenter(args);
};
