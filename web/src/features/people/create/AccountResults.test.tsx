import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountResults } from './AccountResults';
import { ACCOUNT_TEXTS } from '@portal/domain/account-texts';

afterEach(cleanup);

describe('the created accounts', () => {
  it('say what to do for an account the server made without a password, and show the others', () => {
    render(
      <AccountResults
        created={[
          {
            id: 'u1',
            firstName: 'Zoë',
            lastName: 'Brontë',
            email: 'zoe@hill.school',
            role: ['student'],
            password: null,
          },
          {
            id: 'u2',
            firstName: 'Ana',
            lastName: 'Lee',
            email: 'ana@hill.school',
            role: ['parent'],
            password: 'Ab3#kLmnPqrsTu',
          },
        ]}
        alreadyPresent={[]}
        downloaded
        onDownload={() => undefined}
        onBack={() => undefined}
      />,
    );
    const table = screen.getByRole('table', { name: 'Created accounts' });
    const [, zoe, ana] = within(table).getAllByRole('row');
    expect(zoe?.textContent).toContain(ACCOUNT_TEXTS.noPasswordYet);
    expect(ana?.textContent).toContain('Ab3#kLmnPqrsTu');
    expect(ana?.textContent).not.toContain(ACCOUNT_TEXTS.noPasswordYet);
  });
});
