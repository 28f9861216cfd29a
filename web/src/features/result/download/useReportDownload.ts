import { useApolloClient } from '@apollo/client/react';
import { MESSAGES } from '@portal/domain';
import { emailNotSent, RESULT_SPEC_TEXTS, resultWillBeEmailed } from '@portal/domain/result-texts';
import { useRef, useState } from 'react';
import { ReportSenderDocument } from '../../../generated/ReportSender';
import { saveFile } from '../../../shared/files/saveFile';
import { useErrorReporter } from '../../../shared/graphql/operationHooks';
import { useToast } from '../../../shared/ui/ToastProvider';
import { failureToast } from '../../people/failureToast';
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
import { zipFileName } from './reportFiles';

/** What a DOWNLOAD offers: one report as a PDF (a result page), or several in a zip (the lists). */
export interface DownloadPlan {
  /** The dialog's text: what is about to be downloaded. */
  text: string;
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
 * what went wrong (spec 2 §8); nothing is saved or sent half made.
 */
export function useReportDownload(plan: DownloadPlan, onClose: () => void) {
  const client = useApolloClient();
  const toast = useToast();
  const report = useErrorReporter(failureToast(MESSAGES.generalFailure));
  const [progress, setProgress] = useState<BuildProgress | null>(null);
  /** The current run; Cancel moves on to the next, so an abandoned run's late results are dropped. */
  const run = useRef(0);

  const finish = () => {
    run.current += 1;
    setProgress(null);
    onClose();
  };

  /** Reads and builds the file, or says why not and answers undefined. */
  const make = async (id: number): Promise<MadeFile | undefined> => {
    const live = () => run.current === id;
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
      const files = await buildReportFiles(read.sources, { onProgress: show, cancelled: () => !live() });
      const [only] = files;
      const made = { made: files.length, asked: read.asked };
      if (plan.bundle === 'pdf' && only) return { blob: pdfBlob(only.pdf), fileName: only.name, ...made };
      const blob = await zipReports(files, show);
      return live() ? { blob, fileName: zipFileName(), ...made } : undefined;
    } catch (error) {
      if (error instanceof BuildCancelled || !live()) return undefined;
      finish();
      toast.error(RESULT_SPEC_TEXTS.pdfNotGenerated);
      return undefined;
    }
  };

  const save = async () => {
    const file = await make((run.current += 1));
    if (!file) return;
    saveFile(file.blob, file.fileName);
    finish();
    if (file.made < file.asked) toast.info(partlyDownloaded(file.made, file.asked));
  };

  const email = async () => {
    const id = (run.current += 1);
    setProgress({ step: 'reading' });
    let sender;
    try {
      ({ data: { me: sender } = { me: null } } = await client.query({ query: ReportSenderDocument }));
    } catch (error) {
      if (run.current === id) {
        finish();
        report(asError(error));
      }
      return;
    }
    if (!sender) return finish();
    const file = await make(id);
    if (!file || run.current !== id) return;
    setProgress({ step: 'sending' });
    const answer = await emailReport({
      file: file.blob,
      fileName: file.fileName,
      emailTo: sender.email,
      userName: `${sender.firstName} ${sender.lastName}`,
    });
    if (run.current !== id) return;
    finish();
    if (answer.sent) toast.success(`${RESULT_SPEC_TEXTS.resultBeingProcessed} ${resultWillBeEmailed(answer.email)}`);
    else toast.error(emailNotSent(answer.reason));
  };

  const cancel = () => {
    finish();
  };

  return { progress, save, email, cancel };
}
