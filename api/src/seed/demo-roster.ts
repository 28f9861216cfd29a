import type { SchoolRole } from '@portal/domain';

/** The people of the demo school; e-mails are `<local>@demo.school`. */
export interface DemoPerson {
  local: string;
  firstName: string;
  lastName: string;
  roles: SchoolRole[];
  yearLevel: number | null;
}

export const DEMO_SCHOOL_NAME = 'Demo Primary School';
/** Where the demo school is: said outright, not left to the column's default. */
export const DEMO_SCHOOL_TIME_ZONE = 'Australia/Sydney';
export const DEMO_EMAIL_DOMAIN = 'demo.school';

const STAFF: DemoPerson[] = [
  { local: 'admin', firstName: 'Margaret', lastName: 'Okafor', roles: ['admin', 'teacher'], yearLevel: null },
  { local: 'teacher1', firstName: 'Daniel', lastName: 'Nguyen', roles: ['teacher'], yearLevel: null },
  { local: 'teacher2', firstName: 'Priya', lastName: 'Raman', roles: ['teacher'], yearLevel: null },
];

// Thirty students, years 3 to 6, with a few accented names to keep sorting and search honest.
const STUDENT_NAMES: [string, string][] = [
  ['Zoë', 'Harris'],
  ['Liam', 'Chen'],
  ['Amelia', 'Walker'],
  ['Noah', 'Patel'],
  ['Chloé', 'Martin'],
  ['Oliver', 'Smith'],
  ['Isla', 'Brown'],
  ['Jack', 'Wilson'],
  ['Mia', 'Taylor'],
  ['William', 'Anderson'],
  ['Ava', 'Thompson'],
  ['Lucas', 'García'],
  ['Charlotte', 'White'],
  ['Henry', 'Kowalski'],
  ['Grace', "O'Brien"],
  ['Leo', 'Rossi'],
  ['Ruby', 'Kim'],
  ['Mateo', 'Fernández'],
  ['Sophie', 'Müller'],
  ['Ethan', 'Harris'],
  ['Matilda', 'Clarke'],
  ['Aarav', 'Sharma'],
  ['Ella', 'Jones'],
  ['Kai', 'Tanaka'],
  ['Olivia', 'Nguyen'],
  ['Hugo', 'Lefèvre'],
  ['Harper', 'Scott'],
  ['Finn', 'Murphy'],
  ['Aroha', 'Ngata'],
  ['Björn', 'Larsen'],
];

const STUDENTS: DemoPerson[] = STUDENT_NAMES.map(([firstName, lastName], index) => ({
  local: `student${String(index + 1).padStart(2, '0')}`,
  firstName,
  lastName,
  roles: ['student'],
  yearLevel: 3 + (index % 4),
}));

const PARENTS: DemoPerson[] = [
  { local: 'parent1', firstName: 'Sarah', lastName: 'Harris', roles: ['parent'], yearLevel: null },
  { local: 'parent2', firstName: 'Wei', lastName: 'Chen', roles: ['parent'], yearLevel: null },
  { local: 'parent3', firstName: 'Isabel', lastName: 'García', roles: ['parent'], yearLevel: null },
];

export const DEMO_PEOPLE: readonly DemoPerson[] = [...STAFF, ...STUDENTS, ...PARENTS];

/** Parent → children (by `local`): the Harris parent has two, the others one each. */
export const DEMO_PARENT_LINKS: Readonly<Record<string, readonly string[]>> = {
  parent1: ['student01', 'student20'],
  parent2: ['student02'],
  parent3: ['student12'],
};

export function demoEmail(local: string): string {
  return `${local}@${DEMO_EMAIL_DOMAIN}`;
}

/** The platform owner of the demo: no school, sees the Registered users page. */
export const DEMO_ROOT = { local: 'root', firstName: 'Rosalind', lastName: 'Achebe' } as const;

export interface DemoGroup {
  name: string;
  yearLevel: number;
  owners: readonly string[];
  students: readonly string[];
}

/** Two classes (by `local`); students 17 to 30 belong to none, so adding students has candidates. */
export const DEMO_GROUPS: readonly DemoGroup[] = [
  {
    name: 'Year 3 Explorers',
    yearLevel: 3,
    owners: ['teacher1'],
    students: ['student01', 'student02', 'student05', 'student06', 'student09', 'student10', 'student13', 'student14'],
  },
  {
    name: 'Year 5 Investigators',
    yearLevel: 5,
    owners: ['teacher2', 'admin'],
    students: ['student03', 'student04', 'student07', 'student08', 'student11', 'student12', 'student15', 'student16'],
  },
];
