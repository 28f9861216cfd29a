import { GraphQLScalarType } from 'graphql';
import { DateTimeResolver } from 'graphql-scalars';

/**
 * graphql-scalars' `DateTime`, described for integrators: same name, same
 * parsing and serialising, only the description is ours.
 */
export const DateTime = new GraphQLScalarType({
  ...DateTimeResolver.toConfig(),
  description:
    'An instant as an ISO 8601 / RFC 3339 date-time string with a time zone, such as 2007-12-03T10:15:30Z. Answers are always given at UTC (Z); inputs may carry any offset, which is converted to UTC.',
});
