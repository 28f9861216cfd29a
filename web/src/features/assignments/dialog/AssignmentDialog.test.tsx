import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogGroups } from '../../../testing/assignmentAnswers';
import { failure, renderWithGateway, type FakeGateway } from '../../../testing/fakeGateway';
import { SchoolClockContext } from '../../../shared/dates/schoolClock';
import { toFieldValue } from '../assignmentDates';
import { ASSIGNMENT_SPEC_TEXTS, ASSIGNMENT_TEXTS } from '../assignmentText';
import { AssignmentDialog, type AssignmentDialogProps } from './AssignmentDialog';
import { EMPTY_FORM } from './assignmentForm';

afterEach(cleanup);

const GROUPS = [
  { id: 'g1', name: 'Year 3 Explorers' },
  { id: 'g2', name: 'Year 5 Investigators' },
];
/** The school is in Perth, whatever zone the test runs in: the fields are its wall clock. */
const PERTH = { timeZone: 'Australia/Perth', locale: 'en-AU' };
const inDays = (days: number) => toFieldValue(new Date(Date.now() + days * 86_400_000), PERTH.timeZone);

function open(props: Partial<AssignmentDialogProps> = {}, gateway: FakeGateway = {}) {
  const onSave = vi.fn();
  renderWithGateway(
    <SchoolClockContext value={PERTH}>
      <AssignmentDialog
        mode="create"
        initial={EMPTY_FORM}
        saving={false}
        onSave={onSave}
        onClose={() => {}}
        {...props}
      />
    </SchoolClockContext>,
    { AssignmentDialog: () => dialogGroups(GROUPS), ...gateway },
  );
  return onSave;
}

const confirm = (label = 'Create') => screen.getByRole('button', { name: label }) as HTMLButtonElement;
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
async function fillIn({ name = 'Moon unit', group = 'g1', start = inDays(1), end = inDays(8) } = {}) {
  await screen.findByRole('option', { name: 'Year 3 Explorers' });
  type(/^Name/, name);
  fireEvent.change(screen.getByLabelText(/^Group/), { target: { value: group } });
  type(/^Start date/, start);
  type(/^Due date/, end);
}

describe('The assignment dialog (spec 1 §5)', { timeout: 20_000 }, () => {
  it('is disabled while the groups load, and enabled once every field is filled', async () => {
    let answer: (value: ReturnType<typeof dialogGroups>) => void = () => {};
    open({}, { AssignmentDialog: () => new Promise((resolve) => (answer = resolve)) });
    expect(screen.getByRole('progressbar', { name: 'Loading your groups' })).toBeTruthy();
    expect(confirm().disabled).toBe(true);
    await act(async () => answer(dialogGroups(GROUPS)));
    await fillIn();
    expect(confirm().disabled).toBe(false);
  });

  it('is disabled while the name, start or due date is blank after trimming', async () => {
    open();
    await fillIn({ name: '   ' });
    expect(confirm().disabled).toBe(true);
    type(/^Name/, 'Moon unit');
    expect(confirm().disabled).toBe(false);
    type(/^Start date/, '');
    expect(confirm().disabled).toBe(true);
    type(/^Start date/, inDays(1));
    type(/^Due date/, '');
    expect(confirm().disabled).toBe(true);
  });

  it('says why when the groups fail to load, and stays disabled', async () => {
    open({}, { AssignmentDialog: () => failure('INTERNAL') });
    expect(await screen.findAllByText(ASSIGNMENT_SPEC_TEXTS.somethingWentWrong)).not.toHaveLength(0);
    type(/^Name/, 'Moon unit');
    expect(confirm().disabled).toBe(true);
  });

  it('offers to create a group in a new tab when there is none, and stays disabled', async () => {
    open({}, { AssignmentDialog: () => dialogGroups([]) });
    const link = await screen.findByRole('link', { name: /Create a group/ });
    expect(link.getAttribute('href')).toBe('/groups/create');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(confirm().disabled).toBe(true);
  });

  it('shows both helper texts, and refuses a new start in the past', async () => {
    open();
    expect(screen.getByText(MESSAGES.newAssignmentStartBeforeToday)).toBeTruthy();
    expect(screen.getByText(MESSAGES.dueDateBeforeStartDate)).toBeTruthy();
    await fillIn({ start: inDays(-1) });
    expect(confirm().disabled).toBe(true);
    expect(field(/^Start date/).getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a start after the due date, marking the due date', async () => {
    open();
    await fillIn({ start: inDays(5), end: inDays(2) });
    expect(confirm().disabled).toBe(true);
    expect(field(/^Due date/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Start date/).getAttribute('aria-invalid')).toBe('false');
  });

  it('keeps a past start it opened with (edit), but refuses one edited into the past', async () => {
    const initial = { name: 'Moon unit', groupId: 'g1', start: inDays(-3), end: inDays(3) };
    open({ mode: 'edit', initial });
    await screen.findByRole('option', { name: 'Year 3 Explorers' });
    expect(confirm('Update').disabled).toBe(false);
    expect(screen.queryByText(MESSAGES.newAssignmentStartBeforeToday)).toBeNull();
    type(/^Start date/, inDays(-2));
    expect(confirm('Update').disabled).toBe(true);
    expect(screen.getByText(MESSAGES.newAssignmentStartBeforeToday)).toBeTruthy();
  });

  it('is disabled while saving', async () => {
    open({ saving: true, initial: { name: 'Moon unit', groupId: 'g1', start: inDays(1), end: inDays(2) } });
    await screen.findByRole('option', { name: 'Year 3 Explorers' });
    expect(confirm().disabled).toBe(true);
  });

  it("reads the dates on the school's wall clock and sends them at UTC with their Z", async () => {
    const onSave = open();
    expect(screen.getByText(ASSIGNMENT_TEXTS.schoolTime('Australia/Perth'))).toBeTruthy();
    await fillIn({ name: '  Moon unit ', start: '2030-03-01T08:00', end: '2030-03-08T15:30' });
    fireEvent.click(confirm());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [fields] = onSave.mock.calls[0] as [{ name: string; startDate: string; endDate: string }];
    expect(fields.name).toBe('Moon unit');
    // 08:00 in Perth (UTC+8) is midnight at UTC, whatever zone this browser is in.
    expect(fields.startDate).toBe('2030-03-01T00:00:00.000Z');
    expect(fields.endDate).toBe('2030-03-08T07:30:00.000Z');
  });

  it('turns a pasted tab in the name into a space', () => {
    open();
    type(/^Name/, 'Moon\tunit');
    expect(field(/^Name/).value).toBe('Moon unit');
  });
});
