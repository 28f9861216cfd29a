import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import {
  MESSAGES,
  normaliseEmail,
  ROLE_CHOICES,
  validateAccountRow,
  type AccountRowField,
  type SchoolRole,
} from '@portal/domain';
import { useState, type FormEvent } from 'react';
import type { PendingAccount } from './readAccountsCsv';

const ROLE_LABELS = ['Teacher with admin privileges', 'Teacher', 'Student', 'Parent'];
const EMPTY = { firstName: '', lastName: '', email: '', choice: 2 };

/**
 * The dialog's messages (spec 1 §5): the domain's row checks, except that
 * the dialog says "Invalid email" where the CSV import quotes the address.
 */
function dialogProblems(row: PendingAccount, pendingEmails: ReadonlySet<string>): Map<AccountRowField, string> {
  const problems = new Map<AccountRowField, string>();
  for (const { field, message } of validateAccountRow(row)) {
    const shown = field === 'email' && message !== MESSAGES.emailRequired ? MESSAGES.invalidEmail : message;
    problems.set(field, shown);
  }
  if (!problems.has('email') && pendingEmails.has(normaliseEmail(row.email))) {
    problems.set('email', MESSAGES.emailsMustBeUnique);
  }
  return problems;
}

export interface AddAccountDialogProps {
  open: boolean;
  /** The normalised e-mails already pending: a new one must differ. */
  pendingEmails: ReadonlySet<string>;
  onAdd(account: PendingAccount): void;
  onClose(): void;
}

/** Add account (spec 1 §2.6): one account typed in, checked like a CSV row. */
export function AddAccountDialog({ open, pendingEmails, onAdd, onClose }: AddAccountDialogProps) {
  const [values, setValues] = useState(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const role: SchoolRole[] = [...(ROLE_CHOICES[values.choice] ?? ['student'])];
  const row: PendingAccount = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    role,
  };
  const problems = dialogProblems(row, pendingEmails);
  const shown = (field: AccountRowField) => (attempted ? problems.get(field) : undefined);

  const close = () => {
    setValues(EMPTY);
    setAttempted(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (problems.size > 0) return;
    onAdd(row);
    close();
  };
  const field = (name: 'firstName' | 'lastName' | 'email', label: string) => (
    <TextField
      label={label}
      // The dialog opens on its first field, so typing starts there.
      autoFocus={name === 'firstName'}
      type={name === 'email' ? 'email' : 'text'}
      value={values[name]}
      onChange={(event) => setValues((before) => ({ ...before, [name]: event.target.value }))}
      error={shown(name) !== undefined}
      helperText={shown(name)}
      fullWidth
    />
  );

  return (
    <Dialog open={open} onClose={close} aria-labelledby="add-account-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="add-account-title">Add account</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {field('firstName', 'First name')}
            {field('lastName', 'Last name')}
            {field('email', 'Email')}
            <FormControl>
              <FormLabel id="add-account-role">Role</FormLabel>
              <RadioGroup
                aria-labelledby="add-account-role"
                value={values.choice}
                onChange={(event) => setValues((before) => ({ ...before, choice: Number(event.target.value) }))}
              >
                {ROLE_LABELS.map((label, index) => (
                  <FormControlLabel key={label} value={index} control={<Radio />} label={label} />
                ))}
              </RadioGroup>
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained">
            Add
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
