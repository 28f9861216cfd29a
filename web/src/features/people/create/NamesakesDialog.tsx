import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { NAMESAKE_TEXTS } from '@portal/domain/account-texts';
import { useId } from 'react';
import type { Namesake } from './namesakes';

/** Names listed one by one; a bigger import says how many more (an import made twice can hold thousands). */
export const NAMESAKES_LISTED = 10;

export interface NamesakesDialogProps {
  /** The names the school's students already have; none: closed. */
  namesakes: readonly Namesake[];
  onCreateAnyway(): void;
  onCancel(): void;
}

/** Warns before an import creates students named like existing ones, row by row, and still lets the admin go ahead. */
export function NamesakesDialog({ namesakes, onCreateAnyway, onCancel }: NamesakesDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={namesakes.length > 0} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{NAMESAKE_TEXTS.title}</DialogTitle>
      <DialogContent id={textId}>
        {namesakes.slice(0, NAMESAKES_LISTED).map(({ firstName, lastName, rows }) => (
          <DialogContentText key={rows.join()} sx={{ mb: 1 }}>
            {NAMESAKE_TEXTS.warning(firstName, lastName, rows)}
          </DialogContentText>
        ))}
        {namesakes.length > NAMESAKES_LISTED && (
          <DialogContentText sx={{ mb: 1 }}>
            {NAMESAKE_TEXTS.more(namesakes.length - NAMESAKES_LISTED)}
          </DialogContentText>
        )}
        <DialogContentText>{NAMESAKE_TEXTS.explanation}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* Focus starts on the safe choice: Enter never creates what was not read. */}
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button onClick={onCreateAnyway} variant="contained">
          {NAMESAKE_TEXTS.createAnyway}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
