import { Box } from '@mui/material';

/** The kit's scenes are 400 × 250: the box keeps that shape before the picture arrives. */
export const SCENE_ASPECT_RATIO = '400 / 250';

/** How a story's picture sits on any screen: the full width, but never more than half the window's height. */
export const PICTURE_BOX = {
  display: 'block',
  width: '100%',
  maxHeight: '50vh',
  aspectRatio: SCENE_ASPECT_RATIO,
  objectFit: 'contain',
  borderRadius: 1,
  bgcolor: 'action.hover',
} as const;

/** A book page's or a scene's picture as a still image, as wide as the screen allows and never taller than half of it. */
export function StoryPicture({ src, alt }: { src: string; alt: string }) {
  return <Box component="img" src={src} alt={alt} sx={PICTURE_BOX} />;
}
