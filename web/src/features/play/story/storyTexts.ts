/** The readers' words, shared with their tests. */
export const BACK = 'Back';
export const NEXT = 'Next';
export const PREVIOUS_SCENE = 'Previous scene';
export const NEXT_SCENE = 'Next scene';
export const GO_TO_THE_CHECK = 'Go to the check';
export const PLAY = 'Play';
export const PAUSE = 'Pause';
export const REPLAY = 'Replay';

/** "Page 2 of 6", the book's heading and what a screen reader hears on a turn. */
export const pageOf = (number: number, count: number) => `Page ${number} of ${count}`;

/** "Scene 2 of 5". */
export const sceneOf = (number: number, count: number) => `Scene ${number} of ${count}`;

/** "Pages read: 3 of 6": the highest page reached, counting from 1. */
export const pagesRead = (reached: number, count: number) => `Pages read: ${reached} of ${count}`;

/** "Scenes seen: 3 of 5". */
export const scenesSeen = (reached: number, count: number) => `Scenes seen: ${reached} of ${count}`;

/** A book page's picture, named by its page: the page's text, just below it, tells what it shows. */
export const pictureFor = (number: number) => `Picture for page ${number}`;

/** A scene's picture, named by its scene: the caption, just below it, tells what it shows (read once, not twice). */
export const pictureForScene = (number: number) => `Picture for scene ${number}`;
