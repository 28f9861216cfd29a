import type { ApolloClient } from '@apollo/client';
import { DownloadGroupResultsDocument } from '../../../generated/DownloadGroupResults';
import { DownloadStudentResultsDocument } from '../../../generated/DownloadStudentResults';
import type { ReportSource } from '../download/buildReports';
import { severalReportsSubject, severalReportsText } from '../download/downloadTexts';
import type { DownloadPlan } from '../download/useReportDownload';

/** What `results` and `groupResults` answer at most in one read: more is BAD_USER_INPUT. */
export { BATCH_LIMIT as MOST_RESULTS_PER_DOWNLOAD } from '@portal/domain';

/**
 * Fresh every time (a result changes with every attempt), and kept out of the
 * cache (a hundred full results would stay there for nothing); a result the
 * gateway could not read leaves a field error, and the others are still built.
 */
const FRESH_AND_PARTIAL = { fetchPolicy: 'no-cache', errorPolicy: 'all' } as const;

/** A row of the STUDENT LIST, whose name stands in for a student the answer has lost. */
export interface ListedStudent {
  id: string;
  firstName: string;
  lastName: string;
}

/**
 * The GROUP LIST's download (spec 2 §4, §9): the selected groups' reports in
 * one query when Save or Email me is chosen, one PDF each, in a zip.
 */
export function groupsDownload(client: ApolloClient, groupIds: readonly string[]): DownloadPlan {
  return {
    text: severalReportsText(groupIds.length, 'groups'),
    subject: severalReportsSubject(groupIds.length, 'groups'),
    bundle: 'zip',
    read: async () => {
      const { data, error } = await client.query({
        query: DownloadGroupResultsDocument,
        variables: { groupIds: [...groupIds] },
        ...FRESH_AND_PARTIAL,
      });
      if (!data?.groupResults && error) throw error;
      const sources: ReportSource[] = (data?.groupResults ?? []).map((result) => ({
        kind: 'group',
        id: result.groupId,
        group: { name: result.name },
        result,
      }));
      return { sources, asked: groupIds.length };
    },
  };
}

/** The STUDENT LIST's download: as the groups', one PDF per student. */
export function studentsDownload(
  client: ApolloClient,
  userIds: readonly string[],
  listed: readonly ListedStudent[],
): DownloadPlan {
  return {
    text: severalReportsText(userIds.length, 'students'),
    subject: severalReportsSubject(userIds.length, 'students'),
    bundle: 'zip',
    read: async () => {
      const { data, error } = await client.query({
        query: DownloadStudentResultsDocument,
        variables: { userIds: [...userIds] },
        ...FRESH_AND_PARTIAL,
      });
      if (!data?.results && error) throw error;
      const sources: ReportSource[] = (data?.results ?? []).map((result) => {
        const student = result.student ?? listed.find(({ id }) => id === result.userId);
        return {
          kind: 'student',
          id: result.userId,
          student: { firstName: student?.firstName ?? '', lastName: student?.lastName ?? '' },
          result,
        };
      });
      return { sources, asked: userIds.length };
    },
  };
}
