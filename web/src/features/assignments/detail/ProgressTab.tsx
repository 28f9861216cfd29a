import { SectionNotAvailable } from '../../../shared/ui/SectionNotAvailable';

export interface ProgressTabProps {
  assignmentId: string;
}

/** The Progress tab (spec 1 §2.8): the per-student report comes with the gateway's `Assignment.progressReport`. */
export function ProgressTab(_props: ProgressTabProps) {
  return <SectionNotAvailable title="Progress" />;
}
