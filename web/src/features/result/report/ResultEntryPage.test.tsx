import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StudentResultPageQueryVariables } from '../../../generated/graphql';
import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import { failure, renderApp, signedInAs, type FakeGateway } from '../../../testing/fakeGateway';
import { CHILD_LABEL, LINK_A_CHILD } from '../../../shared/children/ChildSelect';
import { NO_CHILDREN } from './parent/ParentResultPage';
import { CHILD_STORAGE_KEY } from '../../../shared/children/rememberedChild';
import { childrenAnswer, ownAnswer, studentAnswer } from '../../../testing/reportAnswers';
import { TOPIC_GRADES_TITLE } from './student/StudentReport';

beforeEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

const KIDS = [
  { id: 'c1', firstName: 'Ada' },
  { id: 'c2', firstName: 'Ben' },
];

/** A parent with these children, whose results the gateway answers by child id. */
function parentGateway(children = KIDS) {
  const asked: StudentResultPageQueryVariables[] = [];
  const gateway: FakeGateway = {
    AuthState: signedInAs('PARENT'),
    ParentChildren: () => childrenAnswer(...children),
    StudentResultPage: (variables) => {
      asked.push(variables);
      const child = children.find(({ id }) => id === variables.id);
      return studentAnswer(child?.firstName ?? 'Nobody', {}, String(variables.id));
    },
  };
  return { gateway, asked };
}

const childSelect = () => screen.getByRole('combobox', { name: CHILD_LABEL });

describe('the result entry', () => {
  it.each(['ADMIN', 'TEACHER', 'ROOT'] as const)('sends %s on to the group list', async (role) => {
    renderApp('/result', { AuthState: signedInAs(role) });
    await waitFor(() => expect(window.location.pathname).toBe('/result/groups'));
  });

  it('sends a teacher who is also a parent on to the group list', async () => {
    renderApp('/result', { AuthState: signedInAs('TEACHER', 'PARENT') });
    await waitFor(() => expect(window.location.pathname).toBe('/result/groups'));
  });

  it('shows a student their own result, from one request', async () => {
    const calls = renderApp('/result', { AuthState: signedInAs('STUDENT'), OwnResultPage: () => ownAnswer('Sam') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam - Result' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: TOPIC_GRADES_TITLE })).getByText('Animals')).toBeTruthy();
    expect(window.location.pathname).toBe('/result');
    expect(calls).toEqual(['AuthState', 'SchoolClock', 'OwnResultPage']);
    expect(screen.queryByRole('combobox', { name: CHILD_LABEL })).toBeNull();
  });

  it('shows a student who is also a parent their own result', async () => {
    renderApp('/result', { AuthState: signedInAs('STUDENT', 'PARENT'), OwnResultPage: () => ownAnswer('Sam') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam - Result' })).toBeTruthy();
  });
});

describe("a parent's result page", () => {
  it("lists the children's first names and shows the first child's result", async () => {
    const { gateway, asked } = parentGateway();
    renderApp('/result', gateway);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada - Result' })).toBeTruthy();
    const options = within(childSelect()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Ada', 'Ben']);
    expect((childSelect() as HTMLSelectElement).value).toBe('c1');
    expect(asked).toEqual([{ id: 'c1' }]);
    // Spec 2 §4: remembered after the first fetch.
    expect(window.sessionStorage.getItem(CHILD_STORAGE_KEY)).toBe('c1');
  });

  it('remembers the child chosen in session storage, and shows them again after a reload', async () => {
    const first = parentGateway();
    renderApp('/result', first.gateway);
    await screen.findByRole('heading', { level: 1, name: 'Ada - Result' });
    fireEvent.change(childSelect(), { target: { value: 'c2' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ben - Result' })).toBeTruthy();
    expect(window.sessionStorage.getItem(CHILD_STORAGE_KEY)).toBe('c2');

    // A reload: the page mounts again, with a new client and nothing in its cache.
    cleanup();
    const again = parentGateway();
    renderApp('/result', again.gateway);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ben - Result' })).toBeTruthy();
    expect((childSelect() as HTMLSelectElement).value).toBe('c2');
    expect(again.asked).toEqual([{ id: 'c2' }]);
  });

  it('starts on the first child when the one remembered is no longer a child', async () => {
    window.sessionStorage.setItem(CHILD_STORAGE_KEY, 'gone');
    const { gateway, asked } = parentGateway();
    renderApp('/result', gateway);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada - Result' })).toBeTruthy();
    expect(asked).toEqual([{ id: 'c1' }]);
    expect(window.sessionStorage.getItem(CHILD_STORAGE_KEY)).toBe('c1');
  });

  it('says the result could not be loaded when the children cannot be', async () => {
    renderApp('/result', { AuthState: signedInAs('PARENT'), ParentChildren: () => failure('INTERNAL', 'down') });
    expect(within(await screen.findByRole('alert')).getByText(RESULT_SPEC_TEXTS.resultNotLoaded)).toBeTruthy();
    expect(screen.getAllByText(RESULT_SPEC_TEXTS.resultNotLoaded)).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Result' })).toBeTruthy();
  });

  it('says so, and where to link a child, when no child is linked', async () => {
    const { gateway, asked } = parentGateway([]);
    renderApp('/result', gateway);
    expect(await screen.findByText(NO_CHILDREN)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Result' })).toBeTruthy();
    expect(screen.getByRole('link', { name: LINK_A_CHILD }).getAttribute('href')).toBe('/people/me/update-child');
    expect(asked).toEqual([]);
  });
});
