import { GraphQLError } from 'graphql';
import { ERROR_KINDS, isUuid } from '@portal/domain';

export function invalidId(argument: string): GraphQLError {
  return new GraphQLError(`${argument}: not a valid id.`, {
    extensions: { code: ERROR_KINDS.badRequest.graphql, field: argument },
  });
}

/** The id, when it is one; else BAD_USER_INPUT naming the argument, for this field alone. */
export function checkedId(id: string, argument = 'id'): string {
  if (!isUuid(id)) throw invalidId(argument);
  return id;
}
