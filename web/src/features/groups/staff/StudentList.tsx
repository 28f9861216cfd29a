import GroupRemoveIcon from '@mui/icons-material/GroupRemove';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { MESSAGES, NAME_MAX_LENGTH } from '@portal/domain';
import { useState } from 'react';
import { useRemoveGroupStudentsMutation } from '../../../generated/RemoveGroupStudents';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import type { TableSort } from '../../../shared/ui/ServerTable';
import { useToast } from '../../../shared/ui/ToastProvider';
import type { PageModel } from '../../../shared/ui/useCursorPages';
import { forgetGroupStudents } from '../groupCache';
import { typedText } from '../../../shared/forms/typedName';
import { GROUP_TEXTS } from '../groupText';
import { StudentTable, type StudentRow } from './StudentTable';

export interface StudentListProps {
  groupId: string;
  rows: StudentRow[];
  rowCount: number;
  loading: boolean;
  pageModel: PageModel;
  onPageModelChange(model: PageModel): void;
  sort: TableSort | undefined;
  onSortChange(sort: TableSort | undefined): void;
  /** The name filter as typed; the page sends it, trimmed, after a pause. */
  filter: string;
  onFilterChange(value: string): void;
  /** Whether the viewer may change the group: only then the checkboxes and the deletes (spec 1 §6). */
  mayManage: boolean;
}

/**
 * The Student List of a group's view (spec 1 §2.7): a name filter, the
 * table, and for those who may change the group a DELETE a row and a bulk
 * delete, each asked first with the spec's texts. Deleting takes the
 * students out of the group (removeGroupStudents); their accounts stay.
 */
export function StudentList({ groupId, filter, onFilterChange, mayManage, ...table }: StudentListProps) {
  const toast = useToast();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The students asked about; kept while the dialog closes, so its text does not change as it fades.
  const [asking, setAsking] = useState<{ ids: readonly string[]; open: boolean }>({ ids: [], open: false });
  const ask = (ids: readonly string[]) => setAsking({ ids, open: true });
  const stopAsking = () => setAsking((before) => ({ ...before, open: false }));
  const [removeStudents, removal] = useRemoveGroupStudentsMutation({
    update(cache, { data }) {
      if (data) forgetGroupStudents(cache, data.removeGroupStudents.group.id);
    },
  });

  const confirm = async (studentIds: readonly string[]) => {
    try {
      await removeStudents({ variables: { input: { groupId, studentIds: [...studentIds] } } });
      setSelected((before) => new Set([...before].filter((id) => !studentIds.includes(id))));
      toast.success(studentIds.length === 1 ? GROUP_TEXTS.studentRemoved : GROUP_TEXTS.studentsRemoved);
    } catch {
      // The toast has said it failed; the selection stays for another try.
    } finally {
      stopAsking();
    }
  };

  const filtered = filter.trim() !== '';
  return (
    // Not a region of its own: the table is the region named "Student List".
    <Box sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
          Student List
        </Typography>
        <TextField
          label="Search by name"
          type="search"
          size="small"
          value={filter}
          onChange={(event) => onFilterChange(typedText(event.target.value))}
          slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
        />
        {mayManage && (
          <Button
            color="error"
            startIcon={<GroupRemoveIcon />}
            disabled={selected.size === 0}
            onClick={() => ask([...selected])}
          >
            Remove selected
          </Button>
        )}
      </Stack>
      <StudentTable
        {...table}
        emptyText={filtered ? 'No students match that name' : 'No students in this group yet'}
        deletion={mayManage ? { selected, onSelectedChange: setSelected, onDelete: (row) => ask([row.id]) } : undefined}
      />
      <ConfirmDialog
        open={asking.open}
        title={asking.ids.length === 1 ? MESSAGES.removeStudentTitle : MESSAGES.removeStudentsTitle}
        text={asking.ids.length === 1 ? MESSAGES.deleteStudentQuestion : MESSAGES.deleteStudentsQuestion}
        confirmLabel="Remove"
        busy={removal.loading}
        onConfirm={() => void confirm(asking.ids)}
        onCancel={stopAsking}
      />
    </Box>
  );
}
