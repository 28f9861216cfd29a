import type { StoryAnimation, StoryBook } from './story-shape';

/** A short book for the reader's tests: three pages, as the API writes their pictures' paths. */
export const SEED_BOOK: StoryBook = {
  pages: [
    { text: 'A seed sleeps in the soil.', illustrationUrl: '/api/v1/activities/seed-book/pictures/1.svg' },
    {
      text: 'Rain soaks the soil and the seed wakes up.',
      illustrationUrl: '/api/v1/activities/seed-book/pictures/2.svg',
    },
    { text: 'A green shoot reaches for the sun.', illustrationUrl: '/api/v1/activities/seed-book/pictures/3.svg' },
  ],
};

/** A short animation for the player's tests: three scenes of a few seconds. */
export const RAIN_ANIMATION: StoryAnimation = {
  scenes: [
    { caption: 'The sun warms the sea.', pictureUrl: '/api/v1/activities/rain/pictures/1.svg', seconds: 4 },
    { caption: 'Water rises as vapour.', pictureUrl: '/api/v1/activities/rain/pictures/2.svg', seconds: 5 },
    { caption: 'Clouds let the rain fall.', pictureUrl: '/api/v1/activities/rain/pictures/3.svg', seconds: 6 },
  ],
};

/** What the API answers for a scene in motion, cut short: a title, one motion's style and a shape that moves. */
export const MOVING_SCENE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250" role="img" aria-label="Sea and sun">' +
  '<title>Sea and sun</title>' +
  '<style>@keyframes s1-rise{0%{transform:translateY(0)}100%{transform:translateY(-100%)}}' +
  '.s1-m-rise{transform-box:fill-box;animation:s1-rise 3s ease-in-out infinite}' +
  '@media (prefers-reduced-motion:reduce){.s1-m-rise{animation:none}}</style>' +
  '<rect width="400" height="250" fill="#9fd3f5"/>' +
  '<g class="s1-m-rise"><circle cx="200" cy="180" r="20" fill="#ffffff"/></g>' +
  '</svg>';
