import { Button, Stack } from '@mui/material';
import { can, type Role } from '@portal/domain';
import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import { Link as RouterLink } from 'react-router-dom';
import {
  addEvaluationUrl,
  groupResultUrl,
  groupStudentsResultUrl,
  resultGroupsPath,
  resultStudentsPath,
  studentResultUrl,
} from '../urls';
import type { ListArea } from '../../../shared/lists/listArea';
import type { GroupRow } from '../../../shared/lists/listRows';
import { noStudentsText, RESULTS_TITLE } from '../../../shared/lists/listText';
import type { StudentRow } from '../../../shared/lists/StudentResultTable';
import { RESULT_DOWNLOADS } from './resultDownloads';

function GroupActions({ row }: { row: GroupRow }) {
  return (
    <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={groupStudentsResultUrl(row.id)} size="small" variant="outlined">
        {RESULT_SPEC_TEXTS.studentList}
      </Button>
      <Button component={RouterLink} to={groupResultUrl(row.id)} size="small" variant="outlined">
        VIEW REPORT
      </Button>
    </Stack>
  );
}

const studentActions = (mayEvaluate: boolean) =>
  function StudentActions({ row }: { row: StudentRow }) {
    return (
      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={studentResultUrl(row.id)} size="small" variant="outlined">
          VIEW REPORT
        </Button>
        {mayEvaluate ? (
          <Button component={RouterLink} to={addEvaluationUrl(row.id)} size="small" variant="outlined">
            ADD EVALUATION
          </Button>
        ) : null}
      </Stack>
    );
  };

const GRADER_ACTIONS = studentActions(true);
const READER_ACTIONS = studentActions(false);

/**
 * The result area's lists (spec 2 §2): GROUP LIST and STUDENT LIST, whose rows
 * download their reports. Root may open the group list only (spec 2 §6), so
 * sees no STUDENT LIST tab; ADD EVALUATION shows to those who may evaluate.
 */
export function resultListArea(roles: readonly Role[]): ListArea {
  const mayEvaluate = can(roles, 'evaluateStudents');
  return {
    heading: RESULTS_TITLE,
    tabsLabel: 'Result lists',
    tabs: [
      { key: 'groups', label: RESULT_SPEC_TEXTS.groupList, to: resultGroupsPath },
      ...(can(roles, 'trackResults')
        ? [{ key: 'students', label: RESULT_SPEC_TEXTS.studentList, to: resultStudentsPath }]
        : []),
    ],
    groupsPath: resultGroupsPath,
    GroupActions,
    StudentActions: mayEvaluate ? GRADER_ACTIONS : READER_ACTIONS,
    studentActionsWidth: mayEvaluate ? 300 : 140,
    downloads: RESULT_DOWNLOADS,
    noStudentsText: noStudentsText(roles),
  };
}
