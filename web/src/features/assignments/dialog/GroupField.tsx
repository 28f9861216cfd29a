import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, FormControl, InputLabel, NativeSelect, OutlinedInput, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { PageLoadingBar } from '../../../shared/ui/PageLoadingBar';
import { createGroupPath } from '../../groups/urls';
import { ASSIGNMENT_SPEC_TEXTS, ASSIGNMENT_TEXTS } from '../assignmentText';
import type { GroupsState } from './assignmentForm';

export interface GroupFieldProps {
  state: GroupsState;
  groups: readonly { id: string; name: string }[];
  value: string;
  onChange(groupId: string): void;
  disabled?: boolean;
}

/**
 * The group an assignment is given to, from the viewer's groups (the
 * browser's own select, light and usable on a phone). Without groups it
 * offers to create one in a new tab, keeping the dialog as it is (spec 1 §2.8).
 */
export function GroupField({ state, groups, value, onChange, disabled = false }: GroupFieldProps) {
  const id = useId();
  if (state === 'loading') return <PageLoadingBar label="Loading your groups" />;
  if (state === 'error') return <Typography color="error">{ASSIGNMENT_SPEC_TEXTS.somethingWentWrong}</Typography>;
  if (state === 'empty') {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">{ASSIGNMENT_TEXTS.noGroups}</Typography>
        <Button
          href={createGroupPath}
          target="_blank"
          rel="noopener"
          variant="outlined"
          endIcon={<OpenInNewIcon aria-hidden />}
        >
          Create a group (opens a new tab)
        </Button>
      </Stack>
    );
  }
  return (
    <FormControl fullWidth required disabled={disabled}>
      <InputLabel htmlFor={id} shrink>
        Group
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label="Group" notched />}
        inputProps={{ id }}
      >
        <option value="" disabled>
          Choose a group
        </option>
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
