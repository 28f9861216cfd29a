import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type Role } from '@portal/domain';
import { emailNotSent, RESULT_SPEC_TEXTS, resultWillBeEmailed } from '@portal/domain/result-texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  connection,
  failure,
  renderApp,
  renderWithGateway,
  signedInAs,
  type Answer,
  type FakeGateway,
} from '../../../testing/fakeGateway';
import { groupStudentsResultPath } from '../urls';
import { GroupStudentsResultPage } from '../../../shared/lists/GroupStudentsResultPage';
import { DOWNLOAD_TEXTS, partlyDownloaded, severalReportsText } from '../download/downloadTexts';
import { catchEmails, catchSavedFiles, zipEntries } from '../../../testing/downloadTesting';
import { groupResult, studentResult } from '../../../testing/reportAnswers';
import { resultListArea } from './resultListArea';
import { StudentListPanel } from '../../../shared/lists/StudentListPanel';
import { LIST_TEXTS } from '../../../shared/lists/listText';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const GROUPS = [
  { __typename: 'Group', id: 'g1', name: 'Year 3 Explorers', studentCount: 8 },
  { __typename: 'Group', id: 'g2', name: 'Year 5 Investigators', studentCount: 12 },
];

const groupsAnswer = (): Answer<'ResultGroupsPage'> => ({
  data: {
    groups: {
      ...connection('Group', GROUPS),
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
    },
  },
});

const student = (id: string, firstName: string, lastName: string, yearLevel: number | null = 3) => ({
  __typename: 'User',
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@hill.school`,
  yearLevel,
});
const STUDENTS = [student('s1', 'Zoë', 'Harris'), student('s2', 'Liam', 'Chen', 5), student('s3', 'Amelia', 'Walker')];
const page = { __typename: 'PageInfo', endCursor: 'c3' };

const studentsAnswer = (): Answer<'ResultStudentsPage'> => ({
  data: { people: { ...connection('User', STUDENTS), pageInfo: page } },
});

/** Liam Chen's report by Email me from the STUDENT LIST: the toast that answers it. */
async function emailChen(): Promise<HTMLElement> {
  openStudents(['teacher'], { DownloadStudentResults: studentResults(), ReportSender: senderAnswer });
  await screen.findByText('Harris');
  fireEvent.click(row('Students', 'Chen').getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Download' }));
  fireEvent.click(await screen.findByRole('button', { name: DOWNLOAD_TEXTS.emailMe }));
  return screen.findByRole('alert', {}, { timeout: 15_000 });
}

const senderAnswer = (): Answer<'ReportSender'> => ({
  data: { me: { __typename: 'User', id: 't1', email: 'tess@hill.school', firstName: 'Tess', lastName: 'Teacher' } },
});

/** Full results for the students asked (the first `answering()` of them), named or, without `named`, lost. */
function studentResults(answering = () => Infinity, named = true): FakeGateway['DownloadStudentResults'] {
  return ({ userIds }) => ({
    data: {
      results: [userIds]
        .flat()
        .slice(0, answering())
        .map((id) => {
          const { __typename, id: userId, firstName, lastName } = STUDENTS.find((s) => s.id === id) ?? STUDENTS[0]!;
          return {
            ...studentResult(),
            userId,
            student: named ? { __typename, id: userId, firstName, lastName } : null,
          };
        }),
    },
  });
}

const row = (tableName: string, name: string) => {
  const table = screen.getByRole('table', { name: tableName });
  const found = within(table)
    .getAllByRole('row')
    .find((tr) => within(tr).queryByText(name));
  if (!found) throw new Error(`no row of ${name}`);
  return within(found);
};

describe('the result lists’ tabs', { timeout: 20_000 }, () => {
  it('shows GROUP LIST at /result/groups, and its STUDENT LIST tab opens /result/students', async () => {
    const calls = renderApp('/result/groups', {
      AuthState: signedInAs('ADMIN', 'TEACHER'),
      ResultGroupsPage: groupsAnswer,
      ResultStudentsPage: studentsAnswer,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Results' })).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Result lists' }));
    expect(tabs.getByRole('tab', { name: 'GROUP LIST' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Year 3 Explorers')).toBeTruthy();

    const studentTab = tabs.getByRole('tab', { name: 'STUDENT LIST' });
    studentTab.focus();
    fireEvent.click(studentTab);
    await waitFor(() => expect(window.location.pathname).toBe('/result/students'));
    expect(await screen.findByText('Harris')).toBeTruthy();
    // The same page stays: a keyboard user is still on the tab they chose, not sent to the heading.
    expect(document.activeElement).toBe(studentTab);
    expect(tabs.getByRole('tab', { name: 'STUDENT LIST' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      tabs.getByRole('tab', { name: 'STUDENT LIST' }).id,
    );
    expect(calls).toEqual(['AuthState', 'SchoolClock', 'ResultGroupsPage', 'ResultStudentsPage']);

    fireEvent.click(tabs.getByRole('tab', { name: 'GROUP LIST' }));
    await waitFor(() => expect(window.location.pathname).toBe('/result/groups'));
  });

  it('offers root, who may open the group list only and sees no group, no STUDENT LIST tab', async () => {
    renderApp('/result/groups', {
      AuthState: signedInAs('ROOT'),
      ResultGroupsPage: () => ({
        data: {
          groups: {
            ...connection('Group', []),
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          },
        },
      }),
    });
    expect(await screen.findByText(MESSAGES.noGroups)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'GROUP LIST' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'STUDENT LIST' })).toBeNull();
  });
});

describe('the GROUP LIST', { timeout: 20_000 }, () => {
  it('leads each group to its student list and its report, and searches the names whatever their case', async () => {
    renderApp('/result/groups', { AuthState: signedInAs('TEACHER'), ResultGroupsPage: groupsAnswer });
    await screen.findByText('Year 3 Explorers');
    const year3 = row('Groups', 'Year 3 Explorers');
    expect(year3.getByRole('link', { name: 'STUDENT LIST' }).getAttribute('href')).toBe('/result/students/g1');
    expect(year3.getByRole('link', { name: 'VIEW REPORT' }).getAttribute('href')).toBe('/result/groups/g1');
    expect(year3.getByText('8')).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Search by group name' });
    fireEvent.change(search, { target: { value: ' INVESTIG' } });
    expect(screen.queryByText('Year 3 Explorers')).toBeNull();
    expect(screen.getByText('Year 5 Investigators')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    expect(screen.getByText('Year 3 Explorers')).toBeTruthy();
  });

  it('downloads the selected groups’ reports, read in one query, as one PDF each in Result-….zip', async () => {
    const saved = catchSavedFiles();
    const asked: unknown[] = [];
    renderApp('/result/groups', {
      AuthState: signedInAs('TEACHER'),
      ResultGroupsPage: groupsAnswer,
      DownloadGroupResults: ({ groupIds }) => {
        asked.push(groupIds);
        const named = { g1: 'Year 3 Explorers', g2: 'Year 5 Investigators' };
        return {
          data: {
            groupResults: [groupIds].flat().map((id) => ({
              ...groupResult(),
              groupId: `${id}-0000000-rest`,
              name: named[String(id) as keyof typeof named],
            })),
          },
        };
      },
    });
    await screen.findByText('Year 5 Investigators');
    fireEvent.click(row('Groups', 'Year 5 Investigators').getByRole('checkbox'));
    fireEvent.click(row('Groups', 'Year 3 Explorers').getByRole('checkbox'));
    const toolbar = within(screen.getByRole('toolbar', { name: 'Selected rows' }));
    expect(toolbar.getByText('2 selected')).toBeTruthy();
    fireEvent.click(toolbar.getByRole('button', { name: 'Download' }));
    const dialog = within(await screen.findByRole('dialog', { name: DOWNLOAD_TEXTS.title }));
    expect(dialog.getByText(severalReportsText(2, 'groups'))).toBeTruthy();
    expect(asked).toEqual([]);
    fireEvent.click(dialog.getByRole('button', { name: DOWNLOAD_TEXTS.save }));

    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 15_000 });
    expect(asked).toEqual([['g1', 'g2']]);
    expect(saved[0]?.name).toMatch(/^Result-\d{14}\.zip$/);
    const entries = await zipEntries(saved[0]!.blob);
    expect(Object.keys(entries)).toEqual(['Year 3 Explorers-g1-00000.pdf', 'Year 5 Investigators-g2-00000.pdf']);
    for (const pdf of Object.values(entries)) expect(pdf.slice(0, 5)).toBe('%PDF-');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

function openStudents(roles: readonly Role[], extra: FakeGateway = {}) {
  return renderWithGateway(<StudentListPanel area={resultListArea(roles)} />, {
    ResultStudentsPage: studentsAnswer,
    ...extra,
  });
}

describe('the STUDENT LIST', { timeout: 20_000 }, () => {
  it('asks for the students whose results the caller may open, five at a time by last name; VIEW REPORT and ADD EVALUATION lead on', async () => {
    const { calls } = openStudents(['teacher']);
    await screen.findByText('Harris');
    // The server scopes the list (issue 35): a teacher's own groups' students, never a row that cannot be opened.
    expect(calls[0]?.variables).toMatchObject({
      scope: 'RESULTS',
      first: 5,
      orderBy: { field: 'LAST_NAME', direction: 'ASC' },
    });
    const zoe = row('Students', 'Harris');
    expect(zoe.getByText('zoë@hill.school')).toBeTruthy();
    expect(zoe.getByText('3')).toBeTruthy();
    expect(zoe.getByRole('link', { name: 'VIEW REPORT' }).getAttribute('href')).toBe('/result/view/s1');
    expect(zoe.getByRole('link', { name: 'ADD EVALUATION' }).getAttribute('href')).toBe('/result/evaluate/s1');
  });

  it('tells a teacher with no students that the list holds their groups’ students; an admin, the school’s', async () => {
    const none = (): Answer<'ResultStudentsPage'> => ({
      data: { people: { ...connection('User', []), pageInfo: page } },
    });
    openStudents(['teacher'], { ResultStudentsPage: none });
    expect(await screen.findByText(LIST_TEXTS.noStudentsOfOwnGroups)).toBeTruthy();
    cleanup();
    openStudents(['admin', 'teacher'], { ResultStudentsPage: none });
    expect(await screen.findByText(LIST_TEXTS.noStudents)).toBeTruthy();
  });

  it('offers no ADD EVALUATION to a role that may not evaluate', async () => {
    openStudents(['parent']);
    await screen.findByText('Harris');
    expect(screen.getAllByRole('link', { name: 'VIEW REPORT' })).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'ADD EVALUATION' })).toBeNull();
  });

  it('says how many are selected, and zips their reports from one read, named by name and id', async () => {
    const saved = catchSavedFiles();
    const { calls } = openStudents(['teacher'], { DownloadStudentResults: studentResults() });
    await screen.findByText('Harris');
    expect(screen.queryByRole('toolbar', { name: 'Selected rows' })).toBeNull();
    fireEvent.click(row('Students', 'Walker').getByRole('checkbox'));
    fireEvent.click(row('Students', 'Harris').getByRole('checkbox'));
    const toolbar = within(screen.getByRole('toolbar', { name: 'Selected rows' }));
    expect(toolbar.getByText('2 selected')).toBeTruthy();

    fireEvent.click(toolbar.getByRole('button', { name: 'Download' }));
    fireEvent.click(await screen.findByRole('button', { name: DOWNLOAD_TEXTS.save }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 15_000 });
    const reads = calls.filter((call) => call.operationName === 'DownloadStudentResults');
    // In the table's order, whatever order they were ticked in.
    expect(reads.map((call) => call.variables)).toEqual([{ userIds: ['s1', 's3'] }]);
    expect(Object.keys(await zipEntries(saved[0]!.blob))).toEqual(['Zoë Harris-s1.pdf', 'Amelia Walker-s3.pdf']);
  });

  it('says so when the reports of some students selected could not be read, and saves none when of none', async () => {
    const saved = catchSavedFiles();
    let answered = 1;
    openStudents(['teacher'], { DownloadStudentResults: studentResults(() => answered, false) });
    await screen.findByText('Harris');
    fireEvent.click(row('Students', 'Harris').getByRole('checkbox'));
    fireEvent.click(row('Students', 'Chen').getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    fireEvent.click(await screen.findByRole('button', { name: DOWNLOAD_TEXTS.save }));
    expect(
      within(await screen.findByRole('alert', {}, { timeout: 15_000 })).getByText(partlyDownloaded(1, 2)),
    ).toBeTruthy();
    // The name of a student the answer has lost comes from the row shown.
    expect(Object.keys(await zipEntries(saved[0]!.blob))).toEqual(['Zoë Harris-s1.pdf']);

    answered = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    fireEvent.click(await screen.findByRole('button', { name: DOWNLOAD_TEXTS.save }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(MESSAGES.generalFailure));
    expect(saved).toHaveLength(1);
  });

  it('e-mails the zip to the caller’s own address and says where it will arrive', async () => {
    // The address the API says it will send to is the one shown (it is the caller's, as the server knows it).
    const sent = catchEmails(
      () => new Response(JSON.stringify({ data: { email: 'tess.teacher@hill.school' } }), { status: 201 }),
    );
    const toast = await emailChen();
    expect(toast.textContent).toContain(RESULT_SPEC_TEXTS.resultBeingProcessed);
    expect(toast.textContent).toContain(resultWillBeEmailed('tess.teacher@hill.school'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('emailTo')).toBe('tess@hill.school');
    // Whose results they are, for the e-mail's subject.
    expect(sent[0]?.get('userName')).toBe('1 selected student');
    expect((sent[0]?.get('file') as File).name).toMatch(/^Result-\d{14}\.zip$/);
  });

  it('says why an e-mail was not sent, in the spec’s words', async () => {
    catchEmails(
      () =>
        new Response(JSON.stringify({ error: { code: 'BAD_REQUEST', message: 'Invalid PDF file' } }), { status: 400 }),
    );
    const toast = await emailChen();
    expect(toast.textContent).toBe(emailNotSent('Invalid PDF file'));
  });

  it('shows the generic error toast when the results cannot be read, and keeps the selection', async () => {
    openStudents(['teacher'], { DownloadStudentResults: () => failure('INTERNAL') });
    await screen.findByText('Harris');
    fireEvent.click(row('Students', 'Chen').getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    fireEvent.click(await screen.findByRole('button', { name: DOWNLOAD_TEXTS.save }));
    expect(within(await screen.findByRole('alert')).getByText(MESSAGES.generalFailure)).toBeTruthy();
    expect(screen.getByText('1 selected')).toBeTruthy();
  });
});

describe('a group’s student list', { timeout: 20_000 }, () => {
  it('is headed with the group’s name, under the STUDENT LIST tab, listing its students', async () => {
    const { calls } = renderWithGateway(
      <GroupStudentsResultPage groupId="g1" area={resultListArea(['teacher'])} />,
      {
        GroupStudentsResultPage: () => ({
          data: {
            group: {
              __typename: 'Group',
              id: 'g1',
              name: 'Year 3 Explorers',
              students: { ...connection('User', STUDENTS.slice(0, 1)), pageInfo: page },
            },
          },
        }),
      },
      { path: '/result/students/g1', route: groupStudentsResultPath },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Year 3 Explorers' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'STUDENT LIST' }).getAttribute('aria-selected')).toBe('true');
    expect(row('Students', 'Harris').getByRole('link', { name: 'VIEW REPORT' }).getAttribute('href')).toBe(
      '/result/view/s1',
    );
    expect(calls[0]?.variables).toMatchObject({ id: 'g1', first: 5 });
  });

  it('says the group cannot be shown when the server knows no such group', async () => {
    renderWithGateway(<GroupStudentsResultPage groupId="gx" area={resultListArea(['teacher'])} />, {
      GroupStudentsResultPage: () => ({ data: { group: null } }),
    });
    expect(await screen.findByText(MESSAGES.groupCannotBeShown)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Group Students' })).toBeTruthy();
  });
});
