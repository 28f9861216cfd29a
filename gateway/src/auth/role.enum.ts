import { registerEnumType } from 'type-graphql';

/** GraphQL `Role`: upper-case names, the REST (domain) role as the value. */
export enum Role {
  ADMIN = 'admin',
  TEACHER = 'teacher',
  STUDENT = 'student',
  PARENT = 'parent',
  ROOT = 'root',
}

registerEnumType(Role, { name: 'Role', description: 'A role a user holds (spec 1 §3).' });

export function fromDomainRole(role: string): Role {
  const match = Object.values(Role).find((value) => value === role);
  if (!match) throw new Error(`Unknown role from the API: ${role}`);
  return match;
}
