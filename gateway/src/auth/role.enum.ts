import { registerEnumType } from 'type-graphql';

/** GraphQL `Role`: upper-case names, the REST (domain) role as the value. */
export enum Role {
  ADMIN = 'admin',
  TEACHER = 'teacher',
  STUDENT = 'student',
  PARENT = 'parent',
  ROOT = 'root',
}

registerEnumType(Role, {
  name: 'Role',
  description:
    'A role a user holds; a user may hold several. What each may do is a capability of domain/src/capabilities.ts.',
  valuesConfig: {
    ADMIN: { description: 'Runs the school: its people, groups and parent links; usually a teacher too.' },
    TEACHER: { description: 'Owns groups and gives them assignments.' },
    STUDENT: { description: 'Belongs to groups and does the activities.' },
    PARENT: { description: 'Follows the students linked to them by an active link.' },
    ROOT: { description: 'The platform owner: belongs to no school; sees the registered users of every school.' },
  },
});

export function fromDomainRole(role: string): Role {
  const match = Object.values(Role).find((value) => value === role);
  if (!match) throw new Error(`Unknown role from the API: ${role}`);
  return match;
}
