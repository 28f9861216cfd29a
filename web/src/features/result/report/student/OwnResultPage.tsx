import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import { useState } from 'react';
import { useOwnResultPageQuery } from '../../../../generated/OwnResultPage';
import { failureToast } from '../../../../shared/graphql/failureToast';
import { FromDatePicker } from './FromDatePicker';
import { StudentResultView } from './StudentResultView';

/** A student's own result (spec 2 §2: the result entry for a student), the same page staff see of them. */
export function OwnResultPage() {
  const [from, setFrom] = useState<string | null>(null);
  const query = useOwnResultPageQuery({
    variables: { from: from ?? undefined },
    errorToast: failureToast(RESULT_SPEC_TEXTS.resultNotLoaded),
  });
  const me = query.dataState === 'complete' ? query.data.me : query.previousData?.me;
  return (
    <StudentResultView
      firstName={me?.firstName}
      student={me}
      result={me?.result}
      loading={query.loading}
      failed={query.error !== undefined}
      controls={<FromDatePicker from={from} onChange={setFrom} />}
    />
  );
}
