import type { Role } from '../generated/graphql';
import type { Answer } from './fakeGateway';

/* Gateway answers for the home dashboards' queries, shaped as the gateway sends them. */

export interface Fixture {
  groups?: { id: string; name: string; studentCount: number }[];
  assignments?: { id: string; name: string; startDate: string; endDate: string }[];
}

export const me = (firstName: string, role: Role) => ({
  __typename: 'User',
  id: `u-${firstName}`,
  firstName,
  role,
});

const connection = <T extends object>(typename: string, nodes: T[], totalCount = nodes.length) => ({
  __typename: `${typename}Connection`,
  totalCount,
  edges: nodes.map((node) => ({ __typename: `${typename}Edge`, node: { __typename: typename, ...node } })),
});

export const SAMPLE: Required<Fixture> = {
  groups: [
    { id: 'g1', name: 'Year 5 Science', studentCount: 24 },
    { id: 'g2', name: 'Year 6 Science', studentCount: 1 },
  ],
  assignments: [
    { id: 'a1', name: 'Volcano week', startDate: '2020-01-01T00:00:00Z', endDate: '2020-01-08T00:00:00Z' },
    { id: 'a2', name: 'Space quiz', startDate: '2020-01-01T00:00:00Z', endDate: '2999-01-01T00:00:00Z' },
    { id: 'a3', name: 'Dinosaur book', startDate: '2999-01-01T00:00:00Z', endDate: '2999-02-01T00:00:00Z' },
  ],
};

export function staffHome(
  firstName: string,
  role: Role,
  students: number,
  fixture: Fixture = SAMPLE,
  singleSignOn: { name: string; issuer: string } | null = null,
): Answer<'StaffHomePage'> {
  return {
    data: {
      singleSignOn: singleSignOn && { __typename: 'SsoProvider', ...singleSignOn },
      me: me(firstName, role),
      students: { __typename: 'UserConnection', totalCount: students },
      assignments: connection('Assignment', fixture.assignments ?? []),
      groups: connection('Group', fixture.groups ?? []),
    },
  };
}

export function studentHome(firstName: string, role: Role, fixture: Fixture = SAMPLE): Answer<'StudentHomePage'> {
  return {
    data: {
      me: me(firstName, role),
      groups: connection('Group', fixture.groups ?? []),
      assignments: connection('Assignment', fixture.assignments ?? []),
    },
  };
}

export function rootHome(firstName: string, registeredUsers: number): Answer<'RootHomePage'> {
  return {
    data: {
      me: me(firstName, 'ROOT'),
      registeredUsers: { __typename: 'RegisteredUserConnection', totalCount: registeredUsers },
    },
  };
}
