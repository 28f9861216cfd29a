import { Field, ObjectType } from 'type-graphql';
import type { RestPersonPermissions } from '../../rest/rest-types.js';

@ObjectType({
  description:
    "Which of a person's details the caller may change, by the rules the API's writes check: a profile offers exactly these.",
})
export class PersonPermissions {
  @Field(() => Boolean, {
    description: 'changePassword is accepted: their own (with the current one), or a reset of theirs.',
  })
  changePassword!: boolean;

  @Field(() => Boolean, { description: 'changeEmail is accepted for them.' })
  changeEmail!: boolean;

  @Field(() => Boolean, { description: 'changeName is accepted for them.' })
  changeName!: boolean;

  @Field(() => Boolean, {
    description:
      "createFamilyCode is accepted for them: a student, and the caller an admin of the school or a teacher of one of the student's groups.",
  })
  createFamilyCode!: boolean;
}

/** Nothing may be changed: a person the caller may not read. */
export const NO_PERMISSIONS: PersonPermissions = Object.assign(new PersonPermissions(), {
  changePassword: false,
  changeEmail: false,
  changeName: false,
  createFamilyCode: false,
});

export function permissionsFromRest(rest: RestPersonPermissions | null): PersonPermissions {
  if (!rest) return NO_PERMISSIONS;
  return Object.assign(new PersonPermissions(), {
    changePassword: rest.setPassword,
    changeEmail: rest.changeEmailOrName,
    changeName: rest.changeEmailOrName,
    createFamilyCode: rest.createFamilyCode,
  });
}
