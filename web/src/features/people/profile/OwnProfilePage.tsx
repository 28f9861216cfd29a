import { Container } from '@mui/material';
import { useOwnProfilePageQuery } from '../../../generated/graphql';
import { toDomainRoles } from '../roles';
import { profileActions } from './profileActions';
import { ProfileSkeleton, ProfileUnavailable, profileErrorToast } from './ProfileStates';
import { ProfileView } from './ProfileView';

/** Me (/people/me): the signed-in user's own profile, with the parent link requests they may decide on. */
export function OwnProfilePage() {
  const { data, dataState, error, refetch } = useOwnProfilePageQuery({ errorToast: profileErrorToast });
  const loaded = dataState === 'complete' ? data : undefined;
  const me = loaded && { ...loaded.me, roles: toDomainRoles(loaded.me.roles) };
  // A student's own profile lists the parent link requests naming them; an admin's, the school's.
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      {me ? (
        <ProfileView
          user={me}
          actions={profileActions(me, me)}
          linkRequests={loaded?.parentLinkRequests}
          onReload={() => void refetch()}
        />
      ) : error ? (
        <ProfileUnavailable />
      ) : (
        <ProfileSkeleton />
      )}
    </Container>
  );
}
