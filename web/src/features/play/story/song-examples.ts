import type { StorySong } from './story-shape';

/** Songs for the tests, shaped as the play page receives them. */

/** Two verses and a chorus of two lines, to a waltz at 90 beats a minute: each line 12 beats, 8 seconds. */
export const WALTZ_SONG: StorySong = {
  tune: 'waltz',
  tempo: 90,
  verses: [
    {
      lines: [
        'Water drops rise up to the sky,',
        'Warmed by the Sun, they float up high.',
        'They cool and gather into a cloud,',
        'Grey and heavy, dark and proud.',
      ],
    },
    {
      lines: [
        'Down comes the rain on hill and town,',
        'Into the rivers, rushing down.',
        'The rivers run into the sea,',
        'And up they rise again, you see.',
      ],
    },
  ],
  chorus: ['Round and round the water goes,', 'Up and down, and on it flows.'],
};
