import { describe, expect, it } from 'vitest';
import {
  compareAssignments,
  orderAssignments,
  orderListedAssignments,
  type DatedAssignment,
} from './assignment-order.js';

const now = new Date('2026-03-10T12:00:00Z');
const day = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(now.getTime() + days * day);

function assignment(name: string, startDays: number, endDays: number): DatedAssignment & { name: string } {
  return { name, startDate: at(startDays), endDate: at(endDays) };
}

const names = (list: readonly { name: string }[]) => list.map((item) => item.name);

describe('the order of assignment lists (issue 35)', () => {
  it('puts current work first, then upcoming, then the rest', () => {
    const ended = assignment('Ended', -20, -10);
    const upcoming = assignment('Upcoming', 3, 10);
    const current = assignment('Current', -2, 5);
    expect(names(orderAssignments([ended, upcoming, current], now))).toEqual(['Current', 'Upcoming', 'Ended']);
  });

  it('orders current work by due date, the soonest first, whenever it started', () => {
    const list = [assignment('Due in 9', -1, 9), assignment('Due in 1', -30, 1), assignment('Due in 4', -5, 4)];
    expect(names(orderAssignments(list, now))).toEqual(['Due in 1', 'Due in 4', 'Due in 9']);
  });

  it('orders upcoming work by start, the soonest first, whenever it is due', () => {
    const list = [assignment('Starts in 7', 7, 8), assignment('Starts in 2', 2, 40), assignment('Starts in 5', 5, 6)];
    expect(names(orderAssignments(list, now))).toEqual(['Starts in 2', 'Starts in 5', 'Starts in 7']);
  });

  it('orders ended work by end date, the latest first', () => {
    const list = [
      assignment('Ended 30 ago', -40, -30),
      assignment('Ended 1 ago', -2, -1),
      assignment('Ended 8', -9, -8),
    ];
    expect(names(orderAssignments(list, now))).toEqual(['Ended 1 ago', 'Ended 8', 'Ended 30 ago']);
  });

  it('breaks ties of the same dates by name, in human order', () => {
    const list = [assignment('zebra', -1, 2), assignment('Ångström', -1, 2), assignment('Atoms', -1, 2)];
    expect(names(orderAssignments(list, now))).toEqual(['Ångström', 'Atoms', 'zebra']);
    const ended = [assignment('Beta', -3, -1), assignment('alpha', -3, -1)];
    expect(names(orderAssignments(ended, now))).toEqual(['alpha', 'Beta']);
  });

  it('counts an assignment as current at its start and at its end, as the status does', () => {
    const startsNow = { name: 'Starts now', startDate: now, endDate: at(3) };
    const endsNow = { name: 'Ends now', startDate: at(-3), endDate: now };
    const endedJustNow = { name: 'Ended just now', startDate: at(-3), endDate: new Date(now.getTime() - 1) };
    const startsSoon = { name: 'Starts soon', startDate: new Date(now.getTime() + 1), endDate: at(1) };
    expect(names(orderAssignments([endedJustNow, startsSoon, startsNow, endsNow], now))).toEqual([
      'Ends now',
      'Starts now',
      'Starts soon',
      'Ended just now',
    ]);
  });

  it('leaves the list given untouched, and orders alike whatever order it came in', () => {
    const list = [assignment('C', -20, -10), assignment('B', 3, 10), assignment('A', -2, 5)];
    const reversed = [...list].reverse();
    expect(names(orderAssignments(list, now))).toEqual(names(orderAssignments(reversed, now)));
    expect(names(list)).toEqual(['C', 'B', 'A']);
  });

  it('moves with the clock: what was upcoming is current once it starts', () => {
    const list = [assignment('Now', -1, 1), assignment('Next', 2, 4)];
    expect(names(orderAssignments(list, now))).toEqual(['Now', 'Next']);
    expect(names(orderAssignments(list, at(3)))).toEqual(['Next', 'Now']);
    expect(compareAssignments(at(3))(list[1]!, list[0]!)).toBeLessThan(0);
  });
});

describe('the order of lists whose dates are ISO strings', () => {
  it('puts the current one first, then the upcoming, then the latest ended, each item as given', () => {
    const now = new Date('2026-05-10T12:00:00Z');
    const old = { id: 'old', name: 'Old', startDate: '2026-03-01T00:00:00Z', endDate: '2026-03-08T00:00:00Z' };
    const recent = { id: 'recent', name: 'Recent', startDate: '2026-04-01T00:00:00Z', endDate: '2026-04-08T00:00:00Z' };
    const current = { id: 'current', name: 'Now', startDate: '2026-05-09T00:00:00Z', endDate: '2026-05-16T00:00:00Z' };
    const next = { id: 'next', name: 'Next', startDate: '2026-05-20T00:00:00Z', endDate: '2026-05-27T00:00:00Z' };
    const ordered = orderListedAssignments([old, next, recent, current], now);
    expect(ordered.map(({ id }) => id)).toEqual(['current', 'next', 'recent', 'old']);
    expect(ordered[0]).toBe(current);
  });
});
