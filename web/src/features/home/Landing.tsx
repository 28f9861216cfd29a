import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Container, Link, Typography } from '@mui/material';
import { ACCOUNT_TEXTS } from '@portal/domain/account-texts';
import { useState, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { signInPath } from '../auth/urls';

const BLURBS = [
  {
    title: 'Expert-curated content',
    text: 'Browse quizzes, games, books, animations and songs across ten science realms.',
  },
  { title: 'Create assignments', text: 'Build assignments from the activity library and give them to your groups.' },
  { title: 'Real-time tracking', text: "Follow your students' progress as it happens and export it." },
];

/**
 * Spec 1 §1: the landing's Sign In "starts the external login". With a sign-on
 * provider configured it goes straight to it (its client is fetched on the click,
 * so a visitor's first page carries none of it); without one, or if the provider
 * cannot be asked, it opens the sign-in form, as its address says.
 */
function useSignIn() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const signIn = (event: MouseEvent) => {
    event.preventDefault();
    setLeaving(true);
    const toForm = () => {
      setLeaving(false);
      void navigate(signInPath);
    };
    import('../auth/sso/ssoClient')
      .then(({ startSingleSignOn }) => startSingleSignOn(client, undefined))
      .then((refused) => {
        if (refused) toForm();
      })
      .catch(toForm);
  };
  return { leaving, signIn };
}

/** The landing page for visitors (spec 1 §1). */
export function Landing() {
  const { leaving, signIn } = useSignIn();
  return (
    <Container maxWidth="md" sx={{ py: 8 }}>
      <Box sx={{ textAlign: 'center', mb: 6 }}>
        {/* A phone's narrow column takes the smaller heading: the larger one ran to three lines. */}
        <Typography variant="h3" component="h1" gutterBottom sx={{ typography: { xs: 'h4', sm: 'h3' } }}>
          Welcome to the Science Portal
        </Typography>
        <Button
          component={RouterLink}
          to={signInPath}
          variant="contained"
          size="large"
          loading={leaving}
          onClick={signIn}
        >
          Sign In
        </Button>
        <Typography sx={{ mt: 2 }}>
          <Link component={RouterLink} to={signInPath}>
            {ACCOUNT_TEXTS.formSignIn}
          </Link>
        </Typography>
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
