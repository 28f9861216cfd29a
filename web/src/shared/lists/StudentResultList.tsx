import { Box, TextField } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { NAME_MAX_LENGTH } from '@portal/domain/limits';
import { LIST_TEXTS } from './listText';
import { selectedIds } from './listRows';
import { StudentResultTable, type StudentRow } from './StudentResultTable';
import type { StudentListControls } from './useStudentListControls';
import type { ListArea } from './listArea';

export interface StudentResultListProps {
  controls: StudentListControls;
  rows: StudentRow[];
  rowCount: number;
  loading: boolean;
  /** The end cursor of the page on screen, to step to the next one; undefined while it loads. */
  endCursor: string | null | undefined;
  /** The list could not be read. */
  failed: boolean;
  /** Without a search, there are no students to list at all: in the school, or in the group. */
  noneText: string;
  area: ListArea;
}

/**
 * A STUDENT LIST (spec 2 §2): the name search (any part of "first last",
 * case-insensitive, by the server), the selection's Download where the area
 * downloads, and the table.
 */
export function StudentResultList({
  controls,
  rows,
  endCursor,
  failed,
  noneText,
  area,
  ...table
}: StudentResultListProps) {
  const { selected, pages } = controls;
  return (
    <Box sx={{ minWidth: 0 }}>
      <TextField
        label="Search by name"
        type="search"
        size="small"
        value={controls.search}
        onChange={(event) => controls.onSearchChange(event.target.value)}
        slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
        sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
      />
      {area.downloads ? (
        <area.downloads.StudentsToolbar count={selected.size} ids={selectedIds(rows, selected)} rows={rows} />
      ) : null}
      <StudentResultTable
        {...table}
        rows={rows}
        pageModel={pages.model}
        onPageModelChange={(model) => pages.change(model, endCursor)}
        sort={controls.sort}
        onSortChange={controls.onSortChange}
        selection={area.downloads ? { selected, onChange: controls.onSelectedChange } : undefined}
        Actions={area.StudentActions}
        actionsWidth={area.studentActionsWidth}
        emptyText={failed ? MESSAGES.generalFailure : controls.name ? LIST_TEXTS.noStudentsMatch : noneText}
      />
    </Box>
  );
}
