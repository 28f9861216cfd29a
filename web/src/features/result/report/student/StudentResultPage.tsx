import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import { useState, type ReactNode } from 'react';
import { useStudentResultPageQuery } from '../../../../generated/StudentResultPage';
import { failureToast } from '../../../../shared/graphql/failureToast';
import { FromDatePicker } from './FromDatePicker';
import { StudentResultView } from './StudentResultView';

export interface StudentResultPageProps {
  userId: string;
  /** Shown before the From picker: a parent's child selector. */
  selector?: ReactNode;
  /** The first name already known (a parent's child), for the heading while the result loads. */
  firstName?: string;
}

/**
 * One student's result (spec 2 §2), read by staff or by a parent for a
 * child: the student's name and result in one request, again for each day
 * picked From. The day chosen stays when a parent picks another child.
 */
export function StudentResultPage({ userId, selector, firstName }: StudentResultPageProps) {
  const [from, setFrom] = useState<string | null>(null);
  const query = useStudentResultPageQuery({
    variables: { id: userId, from: from ?? undefined },
    errorToast: failureToast(RESULT_SPEC_TEXTS.resultNotLoaded),
  });
  const current = query.dataState === 'complete' ? query.data.user : undefined;
  const previous = query.previousData?.user;
  const user = current ?? (previous?.id === userId ? previous : undefined);
  return (
    <StudentResultView
      firstName={user?.firstName ?? firstName}
      student={user}
      result={user?.result}
      loading={query.loading}
      failed={query.error !== undefined}
      controls={
        <>
          {selector}
          <FromDatePicker from={from} onChange={setFrom} />
        </>
      }
    />
  );
}
