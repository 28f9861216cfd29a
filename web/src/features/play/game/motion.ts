import { useMediaQuery } from '@mui/material';

/**
 * Whether the child asked for less motion. The theme's REDUCED_MOTION already
 * ends CSS transitions; dnd-kit animates from JavaScript (the drop, the rows
 * making room), so the boards turn those off themselves.
 */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
}
