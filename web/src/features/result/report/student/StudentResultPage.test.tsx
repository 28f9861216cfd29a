import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudentResultPageQueryVariables } from '../../../../generated/graphql';
import { failure, renderWithGateway, type FakeGateway } from '../../../../testing/fakeGateway';
import { StudentResultPage } from '../ReportPages';
import { assignmentResult, EMPTY, studentAnswer } from '../../../../testing/reportAnswers';
import { RECENT_ASSIGNMENTS_TITLE } from '../RecentAssignments';
import { SUMMARY_TITLE } from '../SummaryCard';
import { ALL_TIME_LABEL, FROM_LABEL } from './FromDatePicker';
import { CAPABILITY_GRADES_TITLE, TOPIC_GRADES_TITLE } from './StudentReport';

afterEach(cleanup);

const section = (title: string) => within(screen.getByRole('region', { name: title }));

function open(answer: NonNullable<FakeGateway['StudentResultPage']>) {
  return renderWithGateway(
    <StudentResultPage />,
    { StudentResultPage: answer },
    { path: '/result/view/u7', route: '/result/view/:userId' },
  );
}

/** Types a whole day into the From field, as its hidden input takes a pasted or autofilled one. */
function typeFrom(day: string) {
  const field = screen.getByRole('group', { name: FROM_LABEL });
  const input = field.parentElement?.querySelector('input');
  if (!input) throw new Error('no From input');
  fireEvent.change(input, { target: { value: day } });
}

describe("a student's result page", () => {
  it('is headed "{first name} - Result" and shows the grades', async () => {
    const { calls } = open(() => studentAnswer('Ada'));
    expect(screen.getByText(RESULT_SPEC_TEXTS.fetchingData)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada - Result' })).toBeTruthy();
    expect(calls.map(({ variables }) => variables)).toEqual([{ id: 'u7' }]);
    expect(section(SUMMARY_TITLE).getByText('24/11/2026')).toBeTruthy();
    expect(section(TOPIC_GRADES_TITLE).getByText('Animals')).toBeTruthy();
    expect(section(TOPIC_GRADES_TITLE).getByText('Satisfied (4 of 5)')).toBeTruthy();
    expect(section(CAPABILITY_GRADES_TITLE).getByText('Literacy')).toBeTruthy();
    expect(section(CAPABILITY_GRADES_TITLE).getByText('Good (3 of 5)')).toBeTruthy();
  });

  it("says the student's own status at each assignment, and no score for one never tried", async () => {
    const untried = { ...assignmentResult(3), studentStatus: 'NOT_STARTED' as const, correct: 0, answered: 0 };
    const started = { ...assignmentResult(4, 'IN_PROGRESS'), studentStatus: 'STARTED' as const };
    const done = { ...assignmentResult(2), studentStatus: 'COMPLETED' as const };
    open(() => studentAnswer('Ada', { assignments: [done, untried, started] }));
    await screen.findByRole('heading', { level: 1, name: 'Ada - Result' });
    const rows = section(RECENT_ASSIGNMENTS_TITLE).getAllByRole('listitem');
    const row = (name: string) => {
      const found = rows.find((item) => item.textContent?.startsWith(name));
      if (!found) throw new Error(`no row ${name}`);
      return within(found);
    };
    expect(row('Assignment 4').getByText('Started')).toBeTruthy();
    expect(row('Assignment 2').getByText('Completed')).toBeTruthy();
    expect(row('Assignment 3').getByText('Not started')).toBeTruthy();
    expect(row('Assignment 3').queryByText('No answers yet')).toBeNull();
    expect(row('Assignment 3').queryByText('Completed')).toBeNull();
  });

  it('says so when there are no topic or capability grades', async () => {
    open(() => studentAnswer('Ada', EMPTY));
    await screen.findByRole('heading', { level: 1, name: 'Ada - Result' });
    expect(section(TOPIC_GRADES_TITLE).getByText(RESULT_SPEC_TEXTS.noTopicGrades)).toBeTruthy();
    expect(section(CAPABILITY_GRADES_TITLE).getByText(RESULT_SPEC_TEXTS.noCapabilityGrades)).toBeTruthy();
  });

  it('asks again from the day picked, as yyyy-mm-dd, and All time asks for everything again', async () => {
    const asked: StudentResultPageQueryVariables[] = [];
    const { calls } = open((variables) => {
      asked.push(variables);
      return studentAnswer('Ada', { from: variables.from ?? null });
    });
    await screen.findByRole('heading', { level: 1, name: 'Ada - Result' });
    const allTime = screen.getByRole('button', { name: ALL_TIME_LABEL });
    expect(allTime.hasAttribute('disabled')).toBe(true);

    typeFrom('05/03/2026');
    await waitFor(() => expect(asked.at(-1)).toEqual({ id: 'u7', from: '2026-03-05' }));
    await waitFor(() => expect(allTime.hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('heading', { level: 1, name: 'Ada - Result' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: ALL_TIME_LABEL }));
    // All time again: shown as first asked, answered from the cache.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: ALL_TIME_LABEL }).hasAttribute('disabled')).toBe(true),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ada - Result' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('asks nothing for a day in the future, which the field marks invalid', async () => {
    const { calls } = open(() => studentAnswer('Ada'));
    await screen.findByRole('heading', { level: 1, name: 'Ada - Result' });
    typeFrom('01/01/2999');
    // The field has taken the day (and marks it invalid), having asked nothing.
    await waitFor(() => expect(screen.getByRole('group', { name: FROM_LABEL }).closest('.Mui-error')).toBeTruthy());
    expect(calls).toHaveLength(1);
  });

  it('says the result could not be loaded, in the page and a toast, when the request fails', async () => {
    open(() => failure('NOT_FOUND', 'No such user'));
    expect(within(await screen.findByRole('alert')).getByText(RESULT_SPEC_TEXTS.resultNotLoaded)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Result' })).toBeTruthy();
    expect(screen.getAllByText(RESULT_SPEC_TEXTS.resultNotLoaded)).toHaveLength(2);
  });

  it('says the result could not be loaded for someone with none the caller may read', async () => {
    open(() => studentAnswer('Tess', null));
    expect(await screen.findByText(RESULT_SPEC_TEXTS.resultNotLoaded)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Tess - Result' })).toBeTruthy();
  });
});
