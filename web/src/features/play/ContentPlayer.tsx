import { Box, Button, Stack, Typography } from '@mui/material';

/**
 * A book, animation, song or game: its banner and description stand for its
 * content here, and Finished records the attempt.
 */
export function ContentPlayer({
  name,
  description,
  bannerUrl,
  busy,
  onFinish,
}: {
  name: string;
  description: string;
  bannerUrl: string;
  busy: boolean;
  onFinish(): void;
}) {
  return (
    <Stack spacing={2}>
      <Box
        component="img"
        src={bannerUrl}
        alt={`${name} banner`}
        sx={{ width: '100%', aspectRatio: '3 / 1', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
      />
      <Typography>{description}</Typography>
      <Stack direction="row">
        <Button variant="contained" onClick={onFinish} disabled={busy}>
          Finished
        </Button>
      </Stack>
    </Stack>
  );
}
