/** Shapes of the REST answers the gateway reads (docs/rest-contract.md). */
export interface RestUser {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string[];
  yearLevel: number | null;
  schoolId: string | null;
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
