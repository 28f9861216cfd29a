import { MESSAGES } from '@portal/domain';
import type { Ref } from 'react';
import { TextInput } from '../../shared/ui/TextInput';
import { NAME_MAX_LENGTH } from '@portal/domain/limits';
import { typedName } from '../../shared/forms/typedName';

export interface GroupNameFieldProps {
  value: string;
  onChange(name: string): void;
  /** After a Confirm or Update: a blank name then says "Please enter the group name!" (spec 1 §8). */
  attempted: boolean;
  inputRef: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/** The required "Group Name" of Create Group and of the Edit Group dialog. */
export function GroupNameField({ value, onChange, attempted, inputRef, autoFocus }: GroupNameFieldProps) {
  const missing = attempted && value.trim() === '';
  return (
    <TextInput
      label="Group Name"
      required
      autoFocus={autoFocus}
      inputRef={inputRef}
      value={value}
      onChange={(event) => onChange(typedName(event.target.value))}
      inputProps={{ maxLength: NAME_MAX_LENGTH }}
      error={missing}
      helperText={missing ? MESSAGES.groupNameRequired : undefined}
      fullWidth
    />
  );
}
