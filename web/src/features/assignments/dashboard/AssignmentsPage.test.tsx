import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assignmentList,
  daysFromNow,
  numberedActivity,
  type AssignmentFixture,
} from '../../../testing/assignmentAnswers';
import { renderApp, signedInAs, type Role } from '../../../testing/fakeGateway';
import { ASSIGNMENTS_CSV_NAME } from './assignmentRows';

afterEach(cleanup);

const ASSIGNMENTS: AssignmentFixture[] = [
  {
    id: 'a1',
    name: 'Moon unit',
    startDate: daysFromNow(-2),
    endDate: daysFromNow(5),
    activities: [numberedActivity(1), numberedActivity(2), numberedActivity(3, 'Habiterra')],
  },
  {
    id: 'a2',
    name: 'Seed travel',
    startDate: daysFromNow(3),
    endDate: daysFromNow(9),
    activities: [numberedActivity(4)],
  },
  { id: 'a3', name: 'Old MOONS', startDate: daysFromNow(-9), endDate: daysFromNow(-2), activities: [] },
];

function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    if (blob) reader.readAsText(blob);
  });
}

const open = (role: Role, assignments = ASSIGNMENTS) =>
  renderApp('/assignments', { AuthState: signedInAs(role), AssignmentsPage: () => assignmentList(assignments) });
const list = () => screen.findByRole('list', { name: 'Assignments' });
const tile = (label: string) => screen.getByRole('region', { name: label });
const rowNames = () => screen.getAllByRole('heading', { level: 2 }).map(({ textContent }) => textContent);

describe('The assignments dashboard', { timeout: 20_000 }, () => {
  it('counts on-going, scheduled and completed, and lists each with its realms and status', async () => {
    open('TEACHER');
    await list();
    expect(within(tile('ON-GOING')).getByText('1')).toBeTruthy();
    expect(within(tile('SCHEDULED')).getByText('1')).toBeTruthy();
    expect(within(tile('COMPLETED')).getByText('1')).toBeTruthy();
    const moon = screen.getByRole('heading', { level: 2, name: 'Moon unit' }).closest('li') as HTMLElement;
    expect(
      within(moon)
        .getAllByText(/Cape Cosmos|Habiterra/)
        .map(({ textContent }) => textContent),
    ).toEqual(['Cape Cosmos', 'Habiterra']);
    expect(within(moon).getByText('In Progress')).toBeTruthy();
    expect(within(moon).getByRole('link', { name: 'View Moon unit' }).getAttribute('href')).toBe(
      '/assignments/view/a1',
    );
    expect(screen.getByRole('link', { name: 'CREATE' }).getAttribute('href')).toBe('/assignments/create');
  });

  it('lists the current one first, then the upcoming, then the latest ended, whatever order the API answers in', async () => {
    open('TEACHER', [...ASSIGNMENTS].reverse());
    await list();
    expect(rowNames()).toEqual(['Moon unit', 'Seed travel', 'Old MOONS']);
  });

  it('filters by a case-insensitive part of the name, and lists all again when blank', async () => {
    open('TEACHER');
    await list();
    const filter = screen.getByRole('searchbox', { name: 'Filter by name' });
    fireEvent.change(filter, { target: { value: 'moon' } });
    expect(rowNames()).toEqual(['Moon unit', 'Old MOONS']);
    fireEvent.change(filter, { target: { value: 'nothing like it' } });
    expect(screen.getByText(MESSAGES.noOngoingAssignments)).toBeTruthy();
    fireEvent.change(filter, { target: { value: '  ' } });
    expect(rowNames()).toHaveLength(3);
  });

  it.each<Role>(['STUDENT', 'PARENT'])('shows a %s no CREATE', async (role) => {
    open(role);
    await list();
    expect(screen.queryByRole('link', { name: 'CREATE' })).toBeNull();
  });

  it('says "No ongoing assignments" when there are none', async () => {
    open('STUDENT', []);
    expect(await screen.findByText(MESSAGES.noOngoingAssignments)).toBeTruthy();
  });

  it('exports the rows shown as assignments.csv', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:assignments'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    open('TEACHER');
    await list();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter by name' }), { target: { value: 'seed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(ASSIGNMENTS_CSV_NAME);
    const csv = await textOf(blobs[0]);
    expect(csv.replace('\uFEFF', '').split('\r\n')[0]).toBe('name,group,realms,startDate,endDate,status');
    expect(csv).toContain('Seed travel,Year 3 Explorers,Cape Cosmos,');
    expect(csv).not.toContain('Moon unit');
    click.mockRestore();
  });

  it("offers staff each row's Download csv, which fetches that assignment's results, and says so when there are none", async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (fetched.push(url), new Response('{}', { status: 404 }))),
    );
    open('TEACHER');
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Download csv Moon unit' }));
    expect(await screen.findByText(MESSAGES.noResultForAssignment)).toBeTruthy();
    expect(fetched).toEqual(['/api/v1/assignments/result/a1']);
    vi.unstubAllGlobals();
  });

  it.each<Role>(['STUDENT', 'PARENT'])('offers a %s no Download csv, which the server would refuse', async (role) => {
    open(role);
    await list();
    expect(screen.queryByRole('button', { name: /^Download csv/ })).toBeNull();
  });
});
