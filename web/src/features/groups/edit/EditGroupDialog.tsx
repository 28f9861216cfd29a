import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useUpdateGroupMutation } from '../../../generated/UpdateGroup';
import { useToast } from '../../../shared/ui/ToastProvider';
import { failureToast } from '../../../shared/graphql/failureToast';
import { forgetGroupStudents } from '../groupCache';
import { GROUP_TEXTS } from '../groupText';
import { GroupNameField } from '../GroupNameField';
import { ChosenPeople } from '../search/ChosenPeople';
import { PersonSearchPanel, type Candidate } from '../search/PersonSearchPanel';
import type { StudentRow } from '../staff/StudentTable';
import { CurrentStudentsTable } from './CurrentStudentsTable';
import { OwnersEditor } from './OwnersEditor';

export interface EditableGroup {
  id: string;
  name: string;
  owners: Candidate[];
  /** Its students, the first 100 of `studentCount`. */
  students: StudentRow[];
  studentCount: number;
}

export interface EditGroupDialogProps {
  group: EditableGroup;
  viewerId: string;
  mayRemoveSelf: boolean;
  /** Back to the group's view: after Update, or on Cancel. */
  onClose(): void;
}

const without = (people: readonly Candidate[], person: Candidate) => people.filter(({ id }) => id !== person.id);

/**
 * Edit group (spec 1 §2.7, §4), a full-screen dialog: the name, the
 * students (DELETE marks one to drop), students and co-owners to add by name
 * search. Update sends all of it in one updateGroup, which the server applies
 * whole or not at all; a failure keeps everything as it was typed. Owners are
 * taken off at once, on their own (removeGroupOwner).
 */
export function EditGroupDialog({ group, viewerId, mayRemoveSelf, onClose }: EditGroupDialogProps) {
  const titleId = useId();
  const toast = useToast();
  const nameField = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(group.name);
  const [attempted, setAttempted] = useState(false);
  const [dropped, setDropped] = useState<ReadonlySet<string>>(new Set());
  const [addedStudents, setAddedStudents] = useState<Candidate[]>([]);
  const [owners, setOwners] = useState<Candidate[]>(group.owners);
  const [addedOwners, setAddedOwners] = useState<Candidate[]>([]);
  const [updateGroup, update] = useUpdateGroupMutation({ errorToast: failureToast(MESSAGES.groupEditFailed) });
  const busy = update.loading;
  const nameMissing = name.trim() === '';

  const memberIds = new Set(group.students.map(({ id }) => id));
  const addedStudentIds = new Set(addedStudents.map(({ id }) => id));
  const ownerIds = new Set(owners.map(({ id }) => id));
  const addedOwnerIds = new Set(addedOwners.map(({ id }) => id));

  const toggleDrop = (student: StudentRow) =>
    setDropped((before) => {
      const next = new Set(before);
      if (!next.delete(student.id)) next.add(student.id);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (nameMissing) {
      nameField.current?.focus();
      return;
    }
    const newName = name.trim();
    const input = {
      groupId: group.id,
      ...(newName === group.name ? {} : { name: newName }),
      addStudentIds: addedStudents.map(({ id }) => id),
      removeStudentIds: [...dropped],
      addOwnerIds: addedOwners.map(({ id }) => id),
    };
    const membersChange = input.addStudentIds.length > 0 || input.removeStudentIds.length > 0;
    if (!('name' in input) && !membersChange && input.addOwnerIds.length === 0) {
      onClose();
      return;
    }
    try {
      await updateGroup({
        variables: { input },
        update(cache, { data }) {
          // The answer holds the new name, size and owners; the student pages are read afresh.
          if (data && membersChange) forgetGroupStudents(cache, data.updateGroup.group.id);
        },
      });
      toast.success(input.addStudentIds.length > 0 ? MESSAGES.userAdded : GROUP_TEXTS.groupUpdated);
      onClose();
    } catch {
      // The toast has said it failed; the dialog keeps every change for another try.
    }
  };

  return (
    <Dialog open fullScreen onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent) => void submit(event)}
        sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', pr: 1, borderBottom: 1, borderColor: 'divider' }}>
          <DialogTitle id={titleId} component="h1" variant="h5" sx={{ flexGrow: 1 }}>
            Edit Group
          </DialogTitle>
          <IconButton aria-label="Close" onClick={onClose} disabled={busy}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <DialogContent>
          <Container maxWidth="md" disableGutters>
            <Stack spacing={4} sx={{ pt: 1 }}>
              {/* The dialog opens on its first field. */}
              <GroupNameField value={name} onChange={setName} attempted={attempted} inputRef={nameField} autoFocus />
              <Box component="section" aria-labelledby={`${titleId}-students`}>
                <Typography id={`${titleId}-students`} variant="h6" component="h2" gutterBottom>
                  Students
                </Typography>
                {group.studentCount > group.students.length ? (
                  <Typography color="text.secondary" sx={{ mb: 1 }}>
                    The first {group.students.length} of {group.studentCount} students: drop the others from the Student
                    List.
                  </Typography>
                ) : null}
                <CurrentStudentsTable
                  students={group.students}
                  dropped={dropped}
                  onToggle={toggleDrop}
                  disabled={busy}
                />
                <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
                  Students to add
                </Typography>
                <ChosenPeople
                  label="Students to add"
                  people={addedStudents}
                  emptyText="None yet: find students below."
                  onRemove={(person) => setAddedStudents((before) => without(before, person))}
                  disabled={busy}
                />
                <Box sx={{ mt: 2 }}>
                  <PersonSearchPanel
                    role="STUDENT"
                    title="Find students"
                    headingLevel="h3"
                    statusOf={(person) =>
                      memberIds.has(person.id) ? 'In group' : addedStudentIds.has(person.id) ? 'Added' : null
                    }
                    onAdd={(person) => setAddedStudents((before) => [...before, person])}
                  />
                </Box>
              </Box>
              <Divider />
              <Box component="section" aria-labelledby={`${titleId}-owners`}>
                <Typography id={`${titleId}-owners`} variant="h6" component="h2" gutterBottom>
                  Co-owners
                </Typography>
                <OwnersEditor
                  groupId={group.id}
                  owners={owners}
                  onOwnersChange={setOwners}
                  viewerId={viewerId}
                  mayRemoveSelf={mayRemoveSelf}
                  disabled={busy}
                />
                <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
                  Co-owners to add
                </Typography>
                <ChosenPeople
                  label="Co-owners to add"
                  people={addedOwners}
                  emptyText="None yet: find teachers below."
                  onRemove={(person) => setAddedOwners((before) => without(before, person))}
                  disabled={busy}
                />
                <Box sx={{ mt: 2 }}>
                  <PersonSearchPanel
                    role="TEACHER"
                    title="Find teachers"
                    headingLevel="h3"
                    statusOf={(person) =>
                      ownerIds.has(person.id) ? 'Owner' : addedOwnerIds.has(person.id) ? 'Added' : null
                    }
                    onAdd={(person) => setAddedOwners((before) => [...before, person])}
                  />
                </Box>
              </Box>
            </Stack>
          </Container>
        </DialogContent>
        <DialogActions sx={{ borderTop: 1, borderColor: 'divider' }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            Update
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
