import { withoutInvisibleCharacters } from '@portal/domain';
import { typedText } from './groupText';

/**
 * What a name field (a group's, an assignment's) keeps of what was typed or
 * pasted: `typedText`, without the invisible and direction-changing characters
 * the server refuses in names (domain's `nameProblem`).
 */
export function typedName(value: string): string {
  return withoutInvisibleCharacters(typedText(value));
}
