import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { signInPath } from '../auth/urls';

const BLURBS = [
  {
    title: 'Expert-curated content',
    text: 'Browse quizzes, games, books, animations and songs across ten science realms.',
  },
  { title: 'Create assignments', text: 'Build assignments from the activity library and give them to your groups.' },
  { title: 'Real-time tracking', text: "Follow your students' progress as it happens and export it." },
];

/** The landing page for visitors (spec 1 §1). */
export function Landing() {
  return (
    <Container maxWidth="md" sx={{ py: 8 }}>
      <Box sx={{ textAlign: 'center', mb: 6 }}>
        {/* A phone's narrow column takes the smaller heading: the larger one ran to three lines. */}
        <Typography variant="h3" component="h1" gutterBottom sx={{ typography: { xs: 'h4', sm: 'h3' } }}>
          Welcome to the Science Portal
        </Typography>
        <Button component={RouterLink} to={signInPath} variant="contained" size="large">
          Sign In
        </Button>
      </Box>
      {/* A CSS grid rather than MUI's Grid, which would add its code to a visitor's first page. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 4 }}>
        {BLURBS.map(({ title, text }) => (
          <div key={title}>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Typography color="text.secondary">{text}</Typography>
          </div>
        ))}
      </Box>
    </Container>
  );
}
