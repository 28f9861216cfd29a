import { useApolloClient } from '@apollo/client/react';
import { MESSAGES } from '@portal/domain';
import { useState } from 'react';
import { DownloadGroupResultsDocument } from '../../../generated/DownloadGroupResults';
import { DownloadStudentResultsDocument } from '../../../generated/DownloadStudentResults';
import { useErrorReporter } from '../../../shared/graphql/operationHooks';
import { useToast } from '../../../shared/ui/ToastProvider';
import { failureToast } from '../../people/failureToast';
import { partlyDownloaded } from './listText';
import { groupResultsCsv, resultsFileName, studentResultsCsv, type ListedStudent } from './resultsCsv';
import { saveCsvFile } from '../../../shared/files/saveFile';

/*
 * The lists' Download for issue 12: the selected rows' results, read in one
 * query when clicked, saved as results-YYYYMMDD.csv. Issue 13 puts its
 * PDF and e-mail dialog in place of this file.
 */

/** What `results` and `groupResults` answer at most in one read: more is BAD_USER_INPUT. */
export const MOST_RESULTS_PER_DOWNLOAD = 100;

export type ResultsSelection =
  | { kind: 'groups'; ids: readonly string[] }
  /** `listed`: the rows shown, whose names stand in for a student the answer has lost. */
  | { kind: 'students'; ids: readonly string[]; listed: readonly ListedStudent[] };

export interface ResultsDownload {
  /** A download is being read. */
  busy: boolean;
  /** Resolves once the file is saved, or the failure shown as the generic error toast. */
  download(selection: ResultsSelection): Promise<void>;
}

export function useResultsDownload(): ResultsDownload {
  const client = useApolloClient();
  const report = useErrorReporter(failureToast(MESSAGES.generalFailure));
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  /** The CSV of the results answered, and how many lines it holds. */
  const readCsv = async (selection: ResultsSelection): Promise<{ csv: string; lines: number }> => {
    // Fresh totals every time: a result changes with every attempt.
    if (selection.kind === 'groups') {
      const { data } = await client.query({
        query: DownloadGroupResultsDocument,
        variables: { groupIds: [...selection.ids] },
        fetchPolicy: 'network-only',
      });
      const results = data?.groupResults ?? [];
      return { csv: groupResultsCsv(results), lines: results.length };
    }
    const { data } = await client.query({
      query: DownloadStudentResultsDocument,
      variables: { userIds: [...selection.ids] },
      fetchPolicy: 'network-only',
    });
    const results = data?.results ?? [];
    return { csv: studentResultsCsv(results, selection.listed), lines: results.length };
  };

  const download = async (selection: ResultsSelection) => {
    const asked = selection.ids.length;
    if (asked === 0 || asked > MOST_RESULTS_PER_DOWNLOAD) return;
    setBusy(true);
    try {
      // The gateway leaves out a result it could not read (or one the caller may not): say so, never save an empty file.
      const { csv, lines } = await readCsv(selection);
      if (lines === 0) {
        toast.error(MESSAGES.generalFailure);
        return;
      }
      saveCsvFile(csv, resultsFileName());
      if (lines < asked) toast.info(partlyDownloaded(lines, asked));
    } catch (error) {
      report(error instanceof Error ? error : new Error(String(error)));
    } finally {
      setBusy(false);
    }
  };

  return { busy, download };
}
