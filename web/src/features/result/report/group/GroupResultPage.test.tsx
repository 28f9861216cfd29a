import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMMENT_LIST_LIMIT, MESSAGES } from '@portal/domain';
import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, renderWithGateway, type FakeGateway } from '../../../../testing/fakeGateway';
import { bytesOf, catchSavedFiles } from '../../../../testing/downloadTesting';
import { buildingText, DOWNLOAD_TEXTS, oneReportText } from '../../download/downloadTexts';
import { COMMENTS_TITLE } from '../CommentList';
import { CURRICULUMS_TITLE } from '../CurriculumCards';
import { RECENT_ASSIGNMENTS_TITLE } from '../RecentAssignments';
import { GroupResultPage } from '../ReportPages';
import { comment, curriculumResult, EMPTY, groupAnswer } from '../../../../testing/reportAnswers';
import { SUMMARY_TITLE } from '../SummaryCard';

afterEach(cleanup);

const section = (title: string) => within(screen.getByRole('region', { name: title }));
/** A figure of the summary card: the description list pairs each label with its value. */
const figure = (label: string) => within(section(SUMMARY_TITLE).getByText(label).parentElement as HTMLElement);

function open(GroupResultPageAnswer: FakeGateway['GroupResultPage']) {
  return renderWithGateway(
    <GroupResultPage />,
    { GroupResultPage: GroupResultPageAnswer },
    { path: '/result/groups/g1', route: '/result/groups/:groupId' },
  );
}

describe("a group's result page", () => {
  it('says it is fetching the data, then shows "{group} - Result" and the summary card from one request', async () => {
    const { calls } = open(() => groupAnswer());
    expect(screen.getByText(RESULT_SPEC_TEXTS.fetchingData)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Year 5 Science - Result' })).toBeTruthy();
    expect(screen.queryByText(RESULT_SPEC_TEXTS.fetchingData)).toBeNull();
    expect(calls.map(({ operationName, variables }) => ({ operationName, variables }))).toEqual([
      { operationName: 'GroupResultPage', variables: { id: 'g1' } },
    ]);

    expect(figure('Year Level').getByText('5')).toBeTruthy();
    expect(figure('Assigned').getByText('12')).toBeTruthy();
    expect(figure('Completed').getByText('7')).toBeTruthy();
    // Spec 2 §2: the report date in day/month/year form.
    expect(figure('Report Date').getByText('24/11/2026')).toBeTruthy();
    expect(figure('Accuracy').getByText('45/60 correct (75.00%)')).toBeTruthy();
    // Spec 2 §4: the page's one action is its DOWNLOAD.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Download']);
  });

  it('lists the recent assignments with their status chips in the status colours', async () => {
    open(() => groupAnswer());
    await screen.findByRole('heading', { level: 1 });
    const assignments = section(RECENT_ASSIGNMENTS_TITLE);
    expect(assignments.getByRole('link', { name: 'Assignment 1' }).getAttribute('href')).toBe('/assignments/view/a1');
    expect(assignments.getByText('In Progress').closest('.MuiChip-colorSuccess')).toBeTruthy();
    expect(assignments.getByText('Completed').closest('.MuiChip-colorDefault')).toBeTruthy();
    expect(assignments.getAllByText('7/10 correct (70.00%)')).toHaveLength(2);
  });

  it('marks a curriculum achieved, with a tick and the word, only above 75.00%', async () => {
    open(() =>
      groupAnswer({
        curriculum: [
          curriculumResult('AC9S5U01', '75.00', false, 'Exactly the threshold'),
          curriculumResult('AC9S5U02', '75.01', true, 'Just above it'),
        ],
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    const atThreshold = within(screen.getByRole('article', { name: 'AC9S5U01 Exactly the threshold' }));
    const above = within(screen.getByRole('article', { name: 'AC9S5U02 Just above it' }));
    expect(atThreshold.getByText('75.00%')).toBeTruthy();
    expect(atThreshold.queryByText('Achieved')).toBeNull();
    expect(atThreshold.queryByTestId('CheckCircleIcon')).toBeNull();
    expect(above.getByText('75.01%')).toBeTruthy();
    expect(above.getByText('Achieved')).toBeTruthy();
    expect(above.getByTestId('CheckCircleIcon')).toBeTruthy();
  });

  it('shows at most 5 comments, newest first, their line breaks kept', async () => {
    const days = ['01', '05', '03', '07', '02', '06', '04'];
    open(() =>
      groupAnswer({
        comments: days.map((day, index) => ({
          ...comment(index + 1, `2026-11-${day}T09:00:00Z`, `Day ${day}\nsecond line`),
          commentTo: 'Ada Learner',
        })),
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    const items = section(COMMENTS_TITLE).getAllByRole('listitem');
    expect(items).toHaveLength(COMMENT_LIST_LIMIT);
    const texts = items.map((item) => item.lastElementChild?.textContent);
    expect(texts).toEqual(['07', '06', '05', '04', '03'].map((day) => `Day ${day}\nsecond line`));
    expect(getComputedStyle(items[0]?.lastElementChild as Element).whiteSpace).toBe('pre-line');
    expect(within(items[0] as HTMLElement).getByText('Tess Teacher about Ada Learner')).toBeTruthy();
  });

  it('says so when there are no assignments, curriculums or comments', async () => {
    open(() => groupAnswer(EMPTY));
    await screen.findByRole('heading', { level: 1 });
    expect(section(RECENT_ASSIGNMENTS_TITLE).getByText(MESSAGES.noOngoingAssignments)).toBeTruthy();
    expect(section(CURRICULUMS_TITLE).getByText(RESULT_SPEC_TEXTS.noOngoingCurriculums)).toBeTruthy();
    expect(section(COMMENTS_TITLE).getByText(RESULT_SPEC_TEXTS.noCommentsFromTeacher)).toBeTruthy();
  });

  it('says the result could not be loaded, in the page and a toast, when the request fails', async () => {
    open(() => failure('NOT_FOUND', 'No such group'));
    expect(within(await screen.findByRole('alert')).getByText(RESULT_SPEC_TEXTS.resultNotLoaded)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Result' })).toBeTruthy();
    expect(screen.getAllByText(RESULT_SPEC_TEXTS.resultNotLoaded)).toHaveLength(2);
  });

  it('says the result could not be loaded when the group comes without one', async () => {
    open(() => ({ data: { group: { __typename: 'Group', id: 'g1', name: 'Year 5 Science', result: null } } }));
    expect(await screen.findByText(RESULT_SPEC_TEXTS.resultNotLoaded)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Year 5 Science - Result' })).toBeTruthy();
  });
});

describe("a group's result page's DOWNLOAD", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('asks first, then saves the report on screen as "{group}-{id}.pdf"', async () => {
    const saved = catchSavedFiles();
    open(() => groupAnswer());
    const download = await screen.findByRole('button', { name: 'Download' });
    await waitFor(() => expect(download).toHaveProperty('disabled', false));
    fireEvent.click(download);
    const dialog = within(await screen.findByRole('dialog', { name: DOWNLOAD_TEXTS.title }));
    expect(dialog.getByText(oneReportText('Year 5 Science'))).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: DOWNLOAD_TEXTS.save }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 15_000 });
    expect(saved[0]?.name).toBe('Year 5 Science-g1.pdf');
    expect(new TextDecoder().decode((await bytesOf(saved[0]!.blob)).slice(0, 5))).toBe('%PDF-');
  });

  it('saves nothing of a build cancelled half way, and a new Save is not closed by it', async () => {
    const saved = catchSavedFiles();
    // The appendix's images hang until let go: the first build is still running when Cancel comes.
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await held;
        return new Response(null, { status: 404 });
      }),
    );
    open(() => groupAnswer());
    const download = await screen.findByRole('button', { name: 'Download' });
    await waitFor(() => expect(download).toHaveProperty('disabled', false));
    fireEvent.click(download);
    fireEvent.click(await screen.findByRole('button', { name: DOWNLOAD_TEXTS.save }));
    await screen.findByText(buildingText(0, 1));
    fireEvent.click(screen.getByRole('button', { name: DOWNLOAD_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(download);
    fireEvent.click(await screen.findByRole('button', { name: DOWNLOAD_TEXTS.save }));
    letGo();
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 15_000 });
    // Both builds went on when let go, the cancelled one first: once the new Save has ended (its dialog
    // closed), the cancelled one would have saved too, had it not stopped.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toHaveLength(1);
  });
});
