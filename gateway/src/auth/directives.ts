import { DirectiveLocation, GraphQLDirective, GraphQLString } from 'graphql';

/**
 * The access rules as they appear in the SDL. `@auth` without an argument
 * means any signed-in user; `@auth(requires: "deletePeople")` the holders of
 * that capability of domain/src/capabilities.ts through any of their roles;
 * `@public` anybody. The `Auth` and `Public` decorators put them on fields and
 * enforce them.
 */
export function accessDirectives(): GraphQLDirective[] {
  return [
    new GraphQLDirective({
      name: 'auth',
      description:
        'Only signed-in users may call this; with `requires`, only those holding that capability through any of their roles (see domain/src/capabilities.ts).',
      locations: [DirectiveLocation.FIELD_DEFINITION],
      args: {
        requires: {
          type: GraphQLString,
          description:
            'The capability the caller must hold, by name (such as "deletePeople"); left out, any signed-in user may call.',
        },
      },
    }),
    new GraphQLDirective({
      name: 'public',
      description: 'Anybody may call this, signed in or not.',
      locations: [DirectiveLocation.FIELD_DEFINITION],
    }),
  ];
}
