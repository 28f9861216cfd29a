import { Grid } from '@mui/material';
import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import type { StudentReport_ResultFragment } from '../../../../generated/graphql';
import { GradeList } from '../GradeList';
import { ResultSections } from '../ResultSections';

export const TOPIC_GRADES_TITLE = 'Topic Grades';
export const CAPABILITY_GRADES_TITLE = 'General Capability Grades';

/** A student's result (spec 2 §2, §3): what every result shows, then the topic and general capability grades. */
export function StudentReport({ result }: { result: StudentReport_ResultFragment }) {
  return (
    <ResultSections
      result={result}
      more={
        <>
          <Grid size={{ xs: 12, md: 6 }}>
            <GradeList
              title={TOPIC_GRADES_TITLE}
              grades={result.topicGrades}
              emptyText={RESULT_SPEC_TEXTS.noTopicGrades}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <GradeList
              title={CAPABILITY_GRADES_TITLE}
              grades={result.capabilityGrades}
              emptyText={RESULT_SPEC_TEXTS.noCapabilityGrades}
            />
          </Grid>
        </>
      }
    />
  );
}
