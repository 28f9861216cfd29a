import { Alert, Skeleton, Stack } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { failureToast } from '../../../shared/graphql/failureToast';

/** While a profile loads. */
export function ProfileSkeleton() {
  return (
    <Stack spacing={2} aria-label="Loading profile">
      <Skeleton variant="circular" width={72} height={72} />
      <Skeleton width={280} height={48} />
      <Skeleton width={220} />
    </Stack>
  );
}

/** When a profile could not be fetched (spec 1 §8); the toast has said "Error getting user data". */
export function ProfileUnavailable() {
  return <Alert severity="error">{MESSAGES.profileUnavailable}</Alert>;
}

export const profileErrorToast = failureToast(MESSAGES.profileLoadFailed);
