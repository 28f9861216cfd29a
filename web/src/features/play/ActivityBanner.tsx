import { Box } from '@mui/material';

/** An activity's banner across the player's width (3:1), named for screen readers. */
export function ActivityBanner({ name, bannerUrl }: { name: string; bannerUrl: string }) {
  return (
    <Box
      component="img"
      src={bannerUrl}
      alt={`${name} banner`}
      sx={{ width: '100%', aspectRatio: '3 / 1', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
    />
  );
}
