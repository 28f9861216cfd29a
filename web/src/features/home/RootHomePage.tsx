import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useRootHomePageQuery } from '../../generated/RootHomePage';
import { registeredUsersPath } from '../metrics/urls';
import { roleLabel } from '../../shared/dashboard/dashboardData';
import { DashboardFrame, DashboardLoading, DashboardUnavailable } from './DashboardFrame';
import { StatCard } from '../../shared/dashboard/StatCards';

/** The platform owner's home: who they are and how many users have registered, from one query. */
export function RootHomePage() {
  const { data, dataState, error } = useRootHomePageQuery();
  if (error) return <DashboardUnavailable />;
  if (dataState !== 'complete') return <DashboardLoading />;

  return (
    <DashboardFrame
      firstName={data.me.firstName}
      cards={[
        <StatCard key="role" label="ROLE" value={roleLabel(data.me.role)} />,
        <StatCard key="users" label="TOTAL REGISTERED USERS" value={data.registeredUsers.totalCount}>
          <Link component={RouterLink} to={registeredUsersPath} variant="body2" underline="hover">
            View registered users
          </Link>
        </StatCard>,
      ]}
    />
  );
}
