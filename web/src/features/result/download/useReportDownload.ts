import { useApolloClient } from '@apollo/client/react';
import { MESSAGES } from '@portal/domain';
import { emailNotSent, RESULT_SPEC_TEXTS, resultWillBeEmailed } from '@portal/domain/result-texts';
import { useEffect, useRef, useState } from 'react';
import { ReportSenderDocument } from '../../../generated/ReportSender';
import { saveFile } from '../../../shared/files/saveFile';
import { useErrorReporter } from '../../../shared/graphql/operationHooks';
import { useSessionExpiry } from '../../../shared/graphql/sessionExpiry';
import { useToast } from '../../../shared/ui/ToastProvider';
import { failureToast } from '../../../shared/graphql/failureToast';
import {
  BuildCancelled,
  buildReportFiles,
  pdfBlob,
  zipReports,
  type BuildProgress,
  type ReportSource,
} from './buildReports';
import { partlyDownloaded } from './downloadTexts';
import { emailReport } from './emailReport';
import { useSchoolClock } from '../../../shared/dates/schoolClock';
import { zipFileName } from '../../../shared/files/reportFiles';

/** What a DOWNLOAD offers: one report as a PDF (a result page), or several in a zip (the lists). */
export interface DownloadPlan {
  /** The dialog's text: what is about to be downloaded. */
  text: string;
  /** Whose result it is, for the e-mail's subject ("Zoë Harris", "3 selected groups"). */
  subject: string;
  bundle: 'pdf' | 'zip';
  /**
   * The reports, read when Save or Email me is chosen (the lists: in one
   * query); `asked` is how many were asked for, so a shortfall is said.
   */
  read(): Promise<{ sources: ReportSource[]; asked: number }>;
}

interface MadeFile {
  blob: Blob;
  fileName: string;
  made: number;
  asked: number;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The download dialog's work: read, build, then save or e-mail, with the
 * progress to show. Every failure closes the dialog with a toast that says
 * what went wrong (spec 2 §8); nothing is saved or sent half made. Each
 * Save or Email me is a run: Cancel, closing the page or a newer run ends
 * it, and whatever it was still doing is then dropped, never saved or sent.
 */
export function useReportDownload(plan: DownloadPlan, onClose: () => void) {
  const client = useApolloClient();
  const toast = useToast();
  const clock = useSchoolClock();
  const report = useErrorReporter(failureToast(MESSAGES.generalFailure));
  const sessionExpired = useSessionExpiry();
  const [progress, setProgress] = useState<BuildProgress | null>(null);
  /** The current run's number. */
  const run = useRef(0);

  // Leaving the page ends the run: no file saved, no toast, on another page.
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  const start = () => (run.current += 1);
  const liveRun = (id: number) => () => run.current === id;
  const finish = () => {
    run.current += 1;
    setProgress(null);
    onClose();
  };

  /** Reads and builds the file, or says why not and answers undefined (also when the run has ended). */
  const make = async (id: number): Promise<MadeFile | undefined> => {
    const live = liveRun(id);
    const show = (next: BuildProgress) => {
      if (live()) setProgress(next);
    };
    let read: Awaited<ReturnType<DownloadPlan['read']>>;
    try {
      show({ step: 'reading' });
      read = await plan.read();
    } catch (error) {
      if (live()) {
        finish();
        report(asError(error));
      }
      return undefined;
    }
    if (!live()) return undefined;
    if (read.sources.length === 0) {
      // Nothing the caller may read came back: say so, never save an empty file.
      finish();
      toast.error(MESSAGES.generalFailure);
      return undefined;
    }
    try {
      const files = await buildReportFiles(read.sources, { clock, onProgress: show, cancelled: () => !live() });
      const [only] = files;
      const made = { made: files.length, asked: read.asked };
      const file =
        plan.bundle === 'pdf' && only
          ? { blob: pdfBlob(only.pdf), fileName: only.name, ...made }
          : { blob: await zipReports(files, show), fileName: zipFileName(clock), ...made };
      return live() ? file : undefined;
    } catch (error) {
      if (error instanceof BuildCancelled || !live()) return undefined;
      finish();
      toast.error(RESULT_SPEC_TEXTS.pdfNotGenerated);
      return undefined;
    }
  };

  const save = async () => {
    const id = start();
    const file = await make(id);
    if (!file || !liveRun(id)()) return;
    saveFile(file.blob, file.fileName);
    finish();
    if (file.made < file.asked) toast.info(partlyDownloaded(file.made, file.asked));
  };

  const email = async () => {
    const id = start();
    const live = liveRun(id);
    setProgress({ step: 'reading' });
    let sender;
    try {
      // Asked of the server each time: the address is the one the session holds now.
      ({ data: { me: sender } = { me: null } } = await client.query({
        query: ReportSenderDocument,
        fetchPolicy: 'network-only',
      }));
    } catch (error) {
      if (live()) {
        finish();
        report(asError(error));
      }
      return;
    }
    if (!live()) return;
    if (!sender) return finish();
    const file = await make(id);
    if (!file || !live()) return;
    // From here the file is on its way: the dialog waits for the answer, and Cancel with it.
    setProgress({ step: 'sending' });
    const answer = await emailReport({
      file: file.blob,
      fileName: file.fileName,
      emailTo: sender.email,
      userName: plan.subject,
    });
    if (!live()) return;
    finish();
    if (answer.sent) toast.success(`${RESULT_SPEC_TEXTS.resultBeingProcessed} ${resultWillBeEmailed(answer.email)}`);
    else if (answer.signedOut) sessionExpired();
    else toast.error(emailNotSent(answer.reason));
  };

  /** Ends the run, but never while the file is being handed over: its answer is always shown. */
  const cancel = () => {
    if (progress?.step !== 'sending') finish();
  };

  return { progress, save, email, cancel };
}
