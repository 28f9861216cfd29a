import { Container } from '@mui/material';
import { useOwnProfilePageQuery } from '../../../generated/OwnProfilePage';
import { nodesOf } from '../../../shared/graphql/connections';
import { toDomainRoles } from '../../../shared/roles/roles';
import { profileActions } from './profileActions';
import { ProfileSkeleton, ProfileUnavailable, profileErrorToast } from './ProfileStates';
import { ProfileView } from './ProfileView';

/** Me (/people/me): the signed-in user's own profile, with the parent link requests they may decide on. */
export function OwnProfilePage() {
  const { data, dataState, error } = useOwnProfilePageQuery({ errorToast: profileErrorToast });
  const loaded = dataState === 'complete' ? data : undefined;
  const me = loaded && { ...loaded.me, roles: toDomainRoles(loaded.me.roles) };
  // A student's own profile lists the parent link requests naming them; an admin's, the school's.
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      {me ? (
        <ProfileView
          user={me}
          actions={profileActions(me, me)}
          linkRequests={loaded && nodesOf(loaded.parentLinkRequests)}
        />
      ) : error ? (
        <ProfileUnavailable />
      ) : (
        <ProfileSkeleton />
      )}
    </Container>
  );
}
