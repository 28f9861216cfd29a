import { Container, Skeleton } from '@mui/material';
import { useHomePageQuery } from '../../generated/graphql';
import { useAuth } from '../auth/AuthProvider';
import { Greeting } from './Greeting';
import { Landing } from './Landing';

/** Home (spec 1 §2.4, §2.5): the dashboard for a signed-in user, the landing for a visitor. */
export function HomePage() {
  const { role } = useAuth();
  return role ? <Dashboard /> : <Landing />;
}

function Dashboard() {
  const { data, dataState } = useHomePageQuery();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {dataState === 'complete' ? <Greeting firstName={data.me.firstName} /> : <Skeleton width={240} height={48} />}
    </Container>
  );
}
