import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudentResultPageQueryVariables } from '../../generated/graphql';
import { renderApp, signedInAs } from '../../testing/fakeGateway';
import { childrenAnswer, studentAnswer } from '../../testing/reportAnswers';
import { CHILD_LABEL } from './ChildSelect';
import { CHILD_STORAGE_KEY } from './rememberedChild';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

/** The parent's result page with Ada (nothing tried yet) and Ben (three attempts), and the children it asked for. */
function openResults() {
  const asked: StudentResultPageQueryVariables[] = [];
  renderApp('/result', {
    AuthState: signedInAs('PARENT'),
    ParentChildren: () => childrenAnswer({ id: 'c1', firstName: 'Ada' }, { id: 'c2', firstName: 'Ben', attempts: 3 }),
    StudentResultPage: (variables) => {
      asked.push(variables);
      return studentAnswer(variables.id === 'c2' ? 'Ben' : 'Ada', {}, String(variables.id));
    },
  });
  return asked;
}

describe("the parent's child selector", () => {
  it('opens on the first child with work, not on one with nothing to show (issue 35)', async () => {
    const asked = openResults();
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: CHILD_LABEL });
    await waitFor(() => expect(select.value).toBe('c2'));
    expect(asked.map((variables) => variables.id)).toEqual(['c2']);
  });

  it('still opens on the child the parent chose last', async () => {
    window.sessionStorage.setItem(CHILD_STORAGE_KEY, 'c1');
    openResults();
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: CHILD_LABEL });
    await waitFor(() => expect(select.value).toBe('c1'));
  });
});
