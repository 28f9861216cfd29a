import { Typography } from '@mui/material';

export function Greeting({ firstName }: { firstName: string }) {
  return (
    <Typography variant="h4" component="h1">
      Hi {firstName}
    </Typography>
  );
}
