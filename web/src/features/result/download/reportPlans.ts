import type { GroupPdfResult, StudentPdfResult } from '../pdf/reportPdf';
import { oneReportText } from './downloadTexts';
import type { DownloadPlan } from './useReportDownload';

export interface ReportStudent {
  id: string;
  firstName: string;
  lastName: string;
}

/** A student's result page's download: the result on screen (From included) as one PDF. */
export function studentReportDownload(student: ReportStudent, result: StudentPdfResult): DownloadPlan {
  const { id, firstName, lastName } = student;
  return {
    text: oneReportText(`${firstName} ${lastName}`),
    bundle: 'pdf',
    read: async () => ({ sources: [{ kind: 'student', id, student: { firstName, lastName }, result }], asked: 1 }),
  };
}

/** A group's result page's download: the result on screen as one PDF. */
export function groupReportDownload(group: { id: string; name: string }, result: GroupPdfResult): DownloadPlan {
  return {
    text: oneReportText(group.name),
    bundle: 'pdf',
    read: async () => ({ sources: [{ kind: 'group', id: group.id, group: { name: group.name }, result }], asked: 1 }),
  };
}
