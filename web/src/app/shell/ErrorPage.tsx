import { Button, Container, Typography } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorPageTitle, MISSING_PARAMETER_TITLE } from '../routing/matching';

export const LOST_TEXT = "Oops! Looks like you're lost! The location you requested could not be found.";

/** Spec 1 §2.1: the page for an unknown path, titled 404 or 403, with a Back button. */
export function ErrorPage() {
  const { pathname } = useLocation();
  return <ErrorNotice title={errorPageTitle(pathname)} text={LOST_TEXT} />;
}

/** A route that needs a parameter, opened without it: an error rather than a blank page. */
export function MissingParameterPage({ param }: { param: string }) {
  const words = param.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return <ErrorNotice title={MISSING_PARAMETER_TITLE} text={`This address needs a ${words}, and it has none.`} />;
}

function ErrorNotice({ title, text }: { title: string; text: string }) {
  const navigate = useNavigate();
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h2" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 4 }}>{text}</Typography>
      <Button variant="contained" onClick={() => void navigate(-1)}>
        Back
      </Button>
    </Container>
  );
}
