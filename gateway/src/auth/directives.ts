import { DirectiveLocation, GraphQLDirective, GraphQLList, GraphQLNonNull, type GraphQLEnumType } from 'graphql';

/**
 * The role rules as they appear in the SDL. `@auth` without roles means any
 * signed-in user; `@auth(roles: [...])` a list (admin passes any list naming
 * admin or teacher); `@public` anybody. The `Auth` and `Public` decorators put
 * them on fields and enforce them.
 */
export function roleDirectives(roleEnum: GraphQLEnumType): GraphQLDirective[] {
  return [
    new GraphQLDirective({
      name: 'auth',
      description:
        'Only signed-in users may call this; with roles, only those roles (an admin passes any list naming teacher).',
      locations: [DirectiveLocation.FIELD_DEFINITION],
      args: { roles: { type: new GraphQLList(new GraphQLNonNull(roleEnum)) } },
    }),
    new GraphQLDirective({
      name: 'public',
      description: 'Anybody may call this, signed in or not.',
      locations: [DirectiveLocation.FIELD_DEFINITION],
    }),
  ];
}
