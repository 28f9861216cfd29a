import { withoutInvisibleCharacters } from '@portal/domain';

// C0 controls and DEL, which the server refuses in any field (domain's hasControlCharacter; not imported,
// as that module would be one more chunk for the entry's preload map to name).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/**
 * What a text field keeps of what was typed or pasted: a control character
 * (a pasted tab or line break) becomes a space, so the field never holds
 * what the server would refuse. Trimming is left to sending, so typing a
 * space between two words still works.
 */
export function typedText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ');
}

/**
 * What a name field (a group's, an assignment's) keeps of what was typed or
 * pasted: `typedText`, without the invisible and direction-changing characters
 * the server refuses in names (domain's `nameProblem`).
 */
export function typedName(value: string): string {
  return withoutInvisibleCharacters(typedText(value));
}
