import { assignmentStatus } from '@portal/domain';
import type { Role } from '../../generated/graphql';
import { nodesOf, type Edges } from '../graphql/connections';
import { parseDateTime } from '../graphql/scalars';
import type { AssignmentSummary } from './DashboardLists';
import type { GroupSummary } from './DashboardLists';

/** The ROLE card's text: Admin, Teacher, Student, Parent or Root. */
export function roleLabel(role: Role): string {
  return role.charAt(0) + role.slice(1).toLowerCase();
}

export function groupSummaries(groups: Edges<GroupSummary>): GroupSummary[] {
  return nodesOf(groups);
}

/** An assignment as the dashboards' queries select it; `started` on the staff home only. */
export interface AssignmentNode {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  started?: { started: number; students: number } | null;
}

/** Status is derived on the client from the dates, never stored (spec 1 §3). */
export function assignmentSummaries({ edges }: Edges<AssignmentNode>, now: Date = new Date()): AssignmentSummary[] {
  return edges.map(({ node }) => {
    const endDate = parseDateTime(node.endDate);
    return {
      id: node.id,
      name: node.name,
      endDate,
      status: assignmentStatus(parseDateTime(node.startDate), endDate, now),
      ...(node.started ? { started: node.started } : {}),
    };
  });
}
