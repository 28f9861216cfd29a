import { Container, Typography } from '@mui/material';

export const NOT_AVAILABLE_NOTE = 'This section is not available yet.';

/** A page whose features come in a later release: its title and a neutral note, so its route still opens. */
export function SectionNotAvailable({ title }: { title: string }) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{NOT_AVAILABLE_NOTE}</Typography>
    </Container>
  );
}
