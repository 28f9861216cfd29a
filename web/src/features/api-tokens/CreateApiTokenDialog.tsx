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
} from '@mui/material';
import {
  API_TOKEN_LIFETIMES_DAYS,
  API_TOKEN_MESSAGES,
  API_TOKEN_NAME_MAX,
  nameProblem as nameCharactersProblem,
  type ApiTokenLifetime,
  type ApiTokenRole,
} from '@portal/domain';
import { useId, useState, type FormEvent } from 'react';
import { useLeaveGuard } from '../../shared/leave/leaveGuard';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { TextInput } from '../../shared/ui/TextInput';
import { useToast } from '../../shared/ui/ToastProvider';
import { ROLE_LABEL } from '../../shared/roles/roles';
import { API_TOKEN_TEXTS, CLOSE_UNCOPIED, LEAVE_UNCOPIED, lifetimeLabel } from './apiTokenTexts';
import { NewApiToken } from './NewApiToken';

/** What the form sends: the name trimmed. */
export interface NewTokenInput {
  name: string;
  role: ApiTokenRole;
  lifetimeDays: ApiTokenLifetime;
}

const DEFAULT_LIFETIME: ApiTokenLifetime = 30;

/** The least the admin may give: a teacher token when they teach, else an admin one. */
const defaultRole = (choices: readonly ApiTokenRole[]): ApiTokenRole | undefined =>
  choices.includes('teacher') ? 'teacher' : choices[0];

/** Why the name cannot be sent, as the API would say; undefined when it can. */
export function nameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return API_TOKEN_MESSAGES.nameRequired;
  return nameCharactersProblem(trimmed);
}

export interface CreateApiTokenDialogProps {
  open: boolean;
  /** The roles a token may act as that the signed-in admin holds: the server refuses any other. */
  roleChoices: readonly ApiTokenRole[];
  creating: boolean;
  /** Makes the token and resolves to its text; rejects when the server refused (it has said why). */
  onCreate(input: NewTokenInput): Promise<string>;
  onClose(): void;
}

/**
 * Create token: name, role and lifetime, then the token itself, shown until
 * the dialog closes. Closing before Copy asks first, and so does leaving the
 * page or the tab: the token is never shown again.
 */
export function CreateApiTokenDialog({ open, roleChoices, creating, onCreate, onClose }: CreateApiTokenDialogProps) {
  const toast = useToast();
  const titleId = useId();
  const roleLabelId = useId();
  const lifetimeLabelId = useId();
  const [name, setName] = useState('');
  const [chosenRole, setRole] = useState<ApiTokenRole | undefined>(undefined);
  const [lifetimeDays, setLifetime] = useState<ApiTokenLifetime>(DEFAULT_LIFETIME);
  const [attempted, setAttempted] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  // A role no longer offered (the admin's roles changed) is never sent.
  const role = chosenRole && roleChoices.includes(chosenRole) ? chosenRole : defaultRole(roleChoices);
  const problem = nameProblem(name);
  useLeaveGuard(token !== null && !copied ? LEAVE_UNCOPIED : null);

  const close = () => {
    setName('');
    setRole(undefined);
    setLifetime(DEFAULT_LIFETIME);
    setAttempted(false);
    setToken(null);
    setCopied(false);
    setConfirmingClose(false);
    onClose();
  };
  const requestClose = () => {
    if (creating) return;
    if (token !== null && !copied) setConfirmingClose(true);
    else close();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (problem || !role) return;
    try {
      setToken(await onCreate({ name: name.trim(), role, lifetimeDays }));
    } catch {
      // The toast has said why; everything typed stays for another try.
    }
  };

  const copy = (text: string) => {
    // A browser without the clipboard (an insecure origin) throws rather than rejecting: both say so.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => {
          setCopied(true);
          toast.success(API_TOKEN_TEXTS.copied);
        },
        () => toast.error(API_TOKEN_TEXTS.copyFailed),
      );
  };

  return (
    <>
      <Dialog open={open} onClose={requestClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        {token === null ? (
          <form noValidate onSubmit={(event) => void submit(event)}>
            <DialogTitle id={titleId}>Create API token</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <TextInput
                  label="Name"
                  required
                  autoFocus
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  inputProps={{ maxLength: API_TOKEN_NAME_MAX }}
                  error={attempted && problem !== undefined}
                  helperText={attempted ? problem : undefined}
                  fullWidth
                />
                <FormControl>
                  <FormLabel id={roleLabelId}>Acts as</FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby={roleLabelId}
                    value={role ?? ''}
                    onChange={(event) => setRole(roleChoices.find((choice) => choice === event.target.value))}
                  >
                    {roleChoices.map((choice) => (
                      <FormControlLabel key={choice} value={choice} control={<Radio />} label={ROLE_LABEL[choice]} />
                    ))}
                  </RadioGroup>
                </FormControl>
                <FormControl>
                  <FormLabel id={lifetimeLabelId}>Expires after</FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby={lifetimeLabelId}
                    value={lifetimeDays}
                    onChange={(event) =>
                      setLifetime(
                        API_TOKEN_LIFETIMES_DAYS.find((days) => days === Number(event.target.value)) ?? lifetimeDays,
                      )
                    }
                  >
                    {API_TOKEN_LIFETIMES_DAYS.map((days) => (
                      <FormControlLabel key={days} value={days} control={<Radio />} label={lifetimeLabel(days)} />
                    ))}
                  </RadioGroup>
                </FormControl>
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={requestClose} disabled={creating}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" loading={creating} disabled={!role}>
                Create
              </Button>
            </DialogActions>
          </form>
        ) : (
          <>
            <DialogTitle id={titleId}>New API token</DialogTitle>
            <DialogContent>
              <NewApiToken token={token} copied={copied} onCopy={() => copy(token)} />
            </DialogContent>
            <DialogActions>
              <Button onClick={requestClose}>Done</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirmingClose}
        title={CLOSE_UNCOPIED.title}
        text={CLOSE_UNCOPIED.text}
        confirmLabel={CLOSE_UNCOPIED.confirmLabel}
        onConfirm={close}
        onCancel={() => setConfirmingClose(false)}
      />
    </>
  );
}
