import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { assignmentsPath } from '../../assignments/urls';
import { GROUP_TEXTS } from '../groupText';

/** Spec 1 §2.7: the server kept the group (405, STILL_IN_USE) as it still has assignments. */
export function StillInUseDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} role="alertdialog" aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>The group still has assignments</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{GROUP_TEXTS.stillHasAssignments}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button component={RouterLink} to={assignmentsPath} variant="contained">
          Go to assignments
        </Button>
      </DialogActions>
    </Dialog>
  );
}
