import { assignmentStatus } from '@portal/domain';
import type { Role, StaffHomePageQuery, StudentHomePageQuery } from '../../generated/graphql';
import { parseDateTime } from '../../shared/graphql/scalars';
import type { AssignmentSummary } from './AssignmentList';
import type { GroupSummary } from './GroupList';

interface Edges<T> {
  edges: readonly { node: T }[];
}

/** The ROLE card's text: Admin, Teacher, Student, Parent or Root. */
export function roleLabel(role: Role): string {
  return role.charAt(0) + role.slice(1).toLowerCase();
}

export function groupSummaries({ edges }: Edges<GroupSummary>): GroupSummary[] {
  return edges.map(({ node }) => node);
}

/** Status is derived on the client from the dates, never stored (spec 1 §3). */
export function assignmentSummaries(
  { edges }: StaffHomePageQuery['assignments'] | StudentHomePageQuery['assignments'],
  now: Date = new Date(),
): AssignmentSummary[] {
  return edges.map(({ node }) => {
    const endDate = parseDateTime(node.endDate);
    return {
      id: node.id,
      name: node.name,
      endDate,
      status: assignmentStatus(parseDateTime(node.startDate), endDate, now),
    };
  });
}
