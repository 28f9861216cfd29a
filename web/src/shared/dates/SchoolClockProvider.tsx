import type { Role } from '@portal/domain';
import { useMemo, type ReactNode } from 'react';
import { useSchoolClockQuery } from '../../generated/SchoolClock';
import { noErrorToast } from '../graphql/operationHooks';
import { usePasswordChange } from '../graphql/sessionExpiry';
import { PageLoadingBar } from '../ui/PageLoadingBar';
import { DEFAULT_CLOCK, ROOT_CLOCK, SchoolClockContext, type SchoolClock } from './schoolClock';

/**
 * The signed-in shell's school clock (issue 34): read once a session (Apollo's
 * cache keeps it, and School settings' save updates it there), and held
 * before the page shows, so no date is first written in another zone. Root,
 * of no school, reads UTC; a failed read falls back to the portal's default.
 */
export function SchoolClockProvider({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const root = roles.includes('root');
  // Not read while the password the school set must be changed (the server refuses it): once changed, it is.
  const { required } = usePasswordChange();
  const { data, loading } = useSchoolClockQuery({ skip: root || required, errorToast: noErrorToast });
  const school = data?.school;
  const clock = useMemo<SchoolClock>(() => {
    if (root) return ROOT_CLOCK;
    if (!school) return DEFAULT_CLOCK;
    return { timeZone: school.timeZone ?? DEFAULT_CLOCK.timeZone, locale: school.locale ?? DEFAULT_CLOCK.locale };
  }, [root, school]);
  if (loading && !school) return <PageLoadingBar label="Loading page" />;
  return <SchoolClockContext value={clock}>{children}</SchoolClockContext>;
}
