import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { Role } from '../../auth/role.enum.js';
import { User } from '../people/user.type.js';
import type { RestSchool } from '../../rest/rest-types.js';

export enum License {
  SCHOOL = 'school',
  TEACHER = 'teacher',
}
registerEnumType(License, { name: 'License', description: 'School makes an admin, Teacher a teacher.' });

@ObjectType({ description: 'A school: the tenant everything belongs to.' })
export class School {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;
}

export function schoolFromRest(rest: RestSchool): School {
  return Object.assign(new School(), { id: rest.schoolId, name: rest.schoolName });
}

@InputType()
export class RegisterInput {
  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  schoolName!: string;

  @Field(() => String)
  password!: string;

  @Field(() => License)
  license!: License;
}

@ObjectType()
export class RegisterPayload {
  @Field(() => User)
  user!: User;

  @Field(() => School)
  school!: School;

  @Field(() => Role)
  role!: Role;
}
