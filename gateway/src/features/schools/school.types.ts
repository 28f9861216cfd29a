import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { Role } from '../../auth/role.enum.js';
import { User } from '../people/user.type.js';
import type { RestSchool } from '../../rest/rest-types.js';

export enum License {
  SCHOOL = 'school',
  TEACHER = 'teacher',
}
registerEnumType(License, {
  name: 'License',
  description: "The license a school registers with; it decides its first user's role.",
  valuesConfig: {
    SCHOOL: { description: 'A school license: the first user becomes its admin.' },
    TEACHER: { description: 'A single teacher license: the first user becomes a teacher.' },
  },
});

@ObjectType({ description: 'A school: the tenant everything belongs to.' })
export class School {
  @Field(() => ID, { description: "The school's id (a UUID)." })
  id!: string;

  @Field(() => String, { description: "The school's name, as registered." })
  name!: string;
}

export function schoolFromRest(rest: RestSchool): School {
  return Object.assign(new School(), { id: rest.schoolId, name: rest.schoolName });
}

@InputType({ description: 'A new school and its first user.' })
export class RegisterInput {
  @Field(() => String, { description: "The first user's first name." })
  firstName!: string;

  @Field(() => String, { description: "The first user's last name." })
  lastName!: string;

  @Field(() => String, {
    description: "The first user's e-mail address, to sign in with; it must not be registered already.",
  })
  email!: string;

  @Field(() => String, { description: "The school's name." })
  schoolName!: string;

  @Field(() => String, { description: "The first user's password, which must satisfy the portal's password rule." })
  password!: string;

  @Field(() => License, { description: "The school's license: it decides the first user's role." })
  license!: License;
}

@ObjectType({ description: 'The new school and its first user, now signed in.' })
export class RegisterPayload {
  @Field(() => User, { description: 'The first user.' })
  user!: User;

  @Field(() => School, { description: 'The new school.' })
  school!: School;

  @Field(() => Role, {
    description: "The first user's primary role: ADMIN for a SCHOOL license, TEACHER for a TEACHER license.",
  })
  role!: Role;
}
