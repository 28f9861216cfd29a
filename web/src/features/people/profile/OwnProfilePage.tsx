import { Container } from '@mui/material';
import { useOwnProfilePageQuery } from '../../../generated/graphql';
import { toDomainRoles } from '../roles';
import { profileActions } from './profileActions';
import { ProfileSkeleton, ProfileUnavailable, profileErrorToast } from './ProfileStates';
import { ProfileView } from './ProfileView';

/** Me (/people/me): the signed-in user's own profile. */
export function OwnProfilePage() {
  const { data, dataState, error, refetch } = useOwnProfilePageQuery({ errorToast: profileErrorToast });
  const me = dataState === 'complete' ? { ...data.me, roles: toDomainRoles(data.me.roles) } : undefined;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      {me ? (
        <ProfileView user={me} actions={profileActions(me, me)} onReload={() => void refetch()} />
      ) : error ? (
        <ProfileUnavailable />
      ) : (
        <ProfileSkeleton />
      )}
    </Container>
  );
}
