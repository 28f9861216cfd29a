import { Container } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useUserProfilePageQuery } from '../../../generated/UserProfilePage';
import { toDomainRoles } from '../../../shared/roles/roles';
import { profileActions } from './profileActions';
import { ProfileSkeleton, ProfileUnavailable, profileErrorToast } from './ProfileStates';
import { ProfileView } from './ProfileView';

/** User Profile (/people/view/:userId): someone else's profile, with the buttons the viewer may use. */
export function UserProfilePage() {
  const { userId = '' } = useParams();
  const { data, dataState, error } = useUserProfilePageQuery({
    variables: { userId },
    errorToast: profileErrorToast,
  });
  const loaded = dataState === 'complete' ? data : undefined;
  const viewer = loaded && { id: loaded.me.id, roles: toDomainRoles(loaded.me.roles) };
  const user = loaded && { ...loaded.user, roles: toDomainRoles(loaded.user.roles) };
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      {viewer && user ? (
        <ProfileView user={user} actions={profileActions(viewer, user)} />
      ) : error ? (
        <ProfileUnavailable />
      ) : (
        <ProfileSkeleton />
      )}
    </Container>
  );
}
