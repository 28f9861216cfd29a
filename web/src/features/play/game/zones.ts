import type { GameMechanic, PlayableGame } from './game-shape';

/** The droppable id of the tray of items still to place (target zones are `target:<targetId>`). */
export const TRAY_ZONE = 'tray';
export const TRAY_NAME = 'Still to place';

/** A place an item can be dropped: the tray (targetId null) or a target, with the words that name it. */
export interface Zone {
  zoneId: string;
  targetId: string | null;
  /** What the zone is called on screen and to a screen reader ("Conductors", "Spot A"). */
  name: string;
  /** What happened to an item dropped there ("placed in Conductors"). */
  placed: string;
}

export const zoneIdOf = (targetId: string | null) => (targetId === null ? TRAY_ZONE : `target:${targetId}`);

/** A target's name: a group's or partner's own words; a spot is named by its letter on the diagram. */
export function targetName(mechanic: GameMechanic, text: string): string {
  return mechanic === 'LABEL' ? `Spot ${text}` : text;
}

function placedPhrase(mechanic: GameMechanic, text: string): string {
  if (mechanic === 'MATCH') return `paired with ${text}`;
  if (mechanic === 'LABEL') return `placed on spot ${text}`;
  return `placed in ${text}`;
}

/** The tray first, then each target in the server's order: the order the keyboard moves through them. */
export function zonesOf(game: PlayableGame): Zone[] {
  return [
    { zoneId: TRAY_ZONE, targetId: null, name: TRAY_NAME, placed: 'put back with the items still to place' },
    ...game.targets.map(({ targetId, text }) => ({
      zoneId: zoneIdOf(targetId),
      targetId,
      name: targetName(game.mechanic, text),
      placed: placedPhrase(game.mechanic, text),
    })),
  ];
}

/** "2 items": a zone's count as its label says it. */
export const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** Where the student put an item the portal marked wrong, in words ("You put it in Insulators"). */
export function whereYouPutIt(game: PlayableGame, answer: string): string {
  if (game.mechanic === 'ORDER') return answer ? `You had it at position ${answer}` : 'You did not place it';
  const target = game.targets.find((candidate) => candidate.targetId === answer);
  if (!target) return 'You did not place it';
  if (game.mechanic === 'MATCH') return `You paired it with ${target.text}`;
  if (game.mechanic === 'LABEL') return `You put it on spot ${target.text}`;
  return `You put it in ${target.text}`;
}

/** An ORDER list's name: what its first and last positions mean. */
export function orderName(game: PlayableGame): string {
  return game.orderFrom && game.orderTo ? `From ${game.orderFrom} to ${game.orderTo}` : 'The order';
}
