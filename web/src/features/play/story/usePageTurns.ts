import type { KeyboardEvent, PointerEvent } from 'react';
import { useRef } from 'react';

/** How far a finger must move sideways, in CSS pixels, for a swipe to turn the page. */
export const SWIPE_DISTANCE = 50;

/** Elements where the arrow keys already mean something: moving a caret or a choice. */
function ownsArrows(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The handlers a book or an animation puts on its region. */
export interface PageTurnHandlers {
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
  onPointerCancel(): void;
}

/**
 * Turning by the arrow keys (Left back, Right on, while the region or
 * something in it has focus, but never from a text field) and by a sideways
 * swipe (more than 50 px, more across than down: a finger moving left turns
 * on, like a paper page). The region sets `touch-action: pan-y`, so a finger
 * moving down still scrolls the page.
 */
export function usePageTurns({ back, next }: { back(): void; next(): void }): PageTurnHandlers {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onKeyDown(event) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || ownsArrows(event.target)) return;
      if (event.key === 'ArrowLeft') back();
      else if (event.key === 'ArrowRight') next();
      else return;
      event.preventDefault();
    },
    onPointerDown(event) {
      start.current = event.isPrimary ? { id: event.pointerId, x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp(event) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) <= SWIPE_DISTANCE || Math.abs(dy) >= Math.abs(dx)) return;
      if (dx < 0) next();
      else back();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
