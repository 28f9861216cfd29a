/** Shapes of the REST answers the gateway reads (docs/rest-contract.md). */
export interface RestUser {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string[];
  yearLevel: number | null;
  schoolId: string | null;
  createdAt?: string;
}

export interface RestSchool {
  schoolId: string;
  schoolName: string;
}

export interface RestAuthStatus {
  userId: string;
  role: string;
  roles: string[];
}

export interface RestList<T> {
  data: T[];
  total: number;
}

export interface RestGroup {
  groupId: string;
  name: string;
  yearLevel: number | null;
  owners: { userId: string; firstName: string; lastName: string }[];
  studentIds: string[];
}

export interface RestAssignment {
  assignmentId: string;
  name: string;
  groupId: string;
  startDate: string;
  endDate: string;
  activities: { questId: string; activityType: string }[];
}

export type RestLinkStatus = 'pending' | 'active';

export interface RestChild {
  id: string;
  firstname: string;
  lastName?: string;
  email?: string;
  status?: RestLinkStatus;
}

export interface RestLinkPerson {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** A parent link, or a request for one (GET /parent-links, POST /parent-links/{parentId}/{childId}/accept). */
export interface RestParentLink {
  parent: RestLinkPerson;
  child: RestLinkPerson;
  status: RestLinkStatus;
  requestedBy: string | null;
  requestedAt: string;
}
