import { assignmentStatus, type AssignmentStatus } from '@portal/domain';
import { nodesOf, type Edges } from '../../shared/graphql/connections';
import { parseDateTime } from '../../shared/graphql/scalars';

/*
 * What the student and parent homes show, from their one query each. The
 * server sends assignments what is current first; these keep its order and
 * only leave out what is over.
 */

export interface ToDoActivity {
  questId: string;
  name: string;
  /** Whether this student has finished it: the server's word (their own progress report row). */
  completed: boolean;
}

export interface ToDoItem {
  id: string;
  name: string;
  status: Extract<AssignmentStatus, 'In Progress' | 'Scheduled'>;
  startDate: Date;
  endDate: Date;
  activities: ToDoActivity[];
}

interface ToDoNode {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  activities: readonly { questId: string; activity?: { name: string } | null }[];
  progressReport: Edges<{ completed: readonly boolean[] }>;
}

function openStatus(startDate: Date, endDate: Date, now: Date): ToDoItem['status'] | undefined {
  const status = assignmentStatus(startDate, endDate, now);
  return status === 'Completed' ? undefined : status;
}

/** The student's to-do: what is in progress and what is coming, in the server's order (current by due date first). */
export function toDoOf(assignments: Edges<ToDoNode>, now: Date = new Date()): ToDoItem[] {
  return nodesOf(assignments).flatMap((node) => {
    const startDate = parseDateTime(node.startDate);
    const endDate = parseDateTime(node.endDate);
    const status = openStatus(startDate, endDate, now);
    if (!status) return [];
    const completed = nodesOf(node.progressReport)[0]?.completed ?? [];
    return [
      {
        id: node.id,
        name: node.name,
        status,
        startDate,
        endDate,
        activities: node.activities.map((activity, index) => ({
          questId: activity.questId,
          name: activity.activity?.name ?? activity.questId,
          completed: completed[index] ?? false,
        })),
      },
    ];
  });
}

export interface DueItem {
  id: string;
  name: string;
  status: ToDoItem['status'];
  startDate: Date;
  endDate: Date;
}

interface DueNode {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  group?: { id: string } | null;
}

/** What is due for a child: the open assignments of the child's groups, in the server's order. */
export function dueFor(groupIds: readonly string[], assignments: Edges<DueNode>, now: Date = new Date()): DueItem[] {
  const groups = new Set(groupIds);
  return nodesOf(assignments).flatMap((node) => {
    if (!node.group || !groups.has(node.group.id)) return [];
    const startDate = parseDateTime(node.startDate);
    const endDate = parseDateTime(node.endDate);
    const status = openStatus(startDate, endDate, now);
    return status ? [{ id: node.id, name: node.name, status, startDate, endDate }] : [];
  });
}

export interface ScoreLine {
  key: string;
  assignmentName: string;
  activityName: string;
  correct: number;
  answered: number;
  /** Whether an attempt finished it: what a book or song without questions shows instead of a score. */
  completed: boolean;
}

interface ProgressNode {
  assignmentId: string;
  assignmentName: string;
  questId: string;
  activityName?: string | null;
  correct: number;
  answered: number;
  completed: boolean;
}

/** Latest scores first, as the server sends a student's progress. */
export function scoresOf(progress: Edges<ProgressNode>): ScoreLine[] {
  return nodesOf(progress).map((line) => ({
    key: `${line.assignmentId}:${line.questId}`,
    assignmentName: line.assignmentName,
    activityName: line.activityName ?? line.questId,
    correct: line.correct,
    answered: line.answered,
    completed: line.completed,
  }));
}
