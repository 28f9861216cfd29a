import { hasControlCharacter } from '@portal/domain';

/** Spec 1 §5 and the API: a group name is required, at most 100 characters. */
export const GROUP_NAME_MAX_LENGTH = 100;

// C0 controls and DEL, which the server refuses in any field (domain's hasControlCharacter).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/**
 * What a text field keeps of what was typed or pasted: a control character
 * (a pasted tab or line break) becomes a space, so the field never holds
 * what the server would refuse. Trimming is left to sending, so typing a
 * space between two words still works.
 */
export function typedText(value: string): string {
  return hasControlCharacter(value) ? value.replace(CONTROL_CHARACTERS, ' ') : value;
}

/** A person as lists show them. */
export function fullName({ firstName, lastName }: { firstName: string; lastName: string }): string {
  return `${firstName} ${lastName}`;
}
