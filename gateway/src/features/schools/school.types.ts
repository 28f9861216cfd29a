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

  @Field(() => String, {
    nullable: true,
    description:
      "The school's IANA time zone (e.g. Australia/Sydney): when its days and months begin. Null only where the caller does not read the school itself (root, through registeredUsers).",
  })
  timeZone?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The school's BCP 47 locale (e.g. en-AU): how it writes dates and numbers. Null only where the caller does not read the school itself (root, through registeredUsers).",
  })
  locale?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "Whether the school's students may sign in with printed sign-in cards (and staff may print them). Null only where the caller does not read the school itself (root, through registeredUsers).",
  })
  signInCardsEnabled?: boolean | null;
}

export function schoolFromRest(rest: RestSchool): School {
  return Object.assign(new School(), {
    id: rest.schoolId,
    name: rest.schoolName,
    timeZone: rest.timeZone,
    locale: rest.locale,
    signInCardsEnabled: rest.signInCardsEnabled,
  });
}

@InputType({ description: "The school's settings to change: a field left out or null stays as it is." })
export class UpdateSchoolInput {
  @Field(() => String, {
    nullable: true,
    description:
      'An IANA time zone the platform knows, e.g. Australia/Sydney; BAD_USER_INPUT "timeZone: Not a time zone" otherwise.',
  })
  timeZone?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'A BCP 47 locale, written as Intl writes it, e.g. en-AU; BAD_USER_INPUT "locale: Not a locale" otherwise.',
  })
  locale?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Whether students may sign in with sign-in cards; off, no card signs in and none is printed (the cards are kept).',
  })
  signInCardsEnabled?: boolean | null;
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

  @Field(() => String, {
    nullable: true,
    description: "The school's IANA time zone (the web offers the browser's); Australia/Sydney when left out.",
  })
  timeZone?: string | null;

  @Field(() => String, { nullable: true, description: "The school's BCP 47 locale; en-AU when left out." })
  locale?: string | null;
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
