import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NAMESAKE_TEXTS } from '@portal/domain/account-texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  failure,
  renderWithGateway,
  type Answer,
  type Role,
  type VariablesOfOperation,
} from '../../../testing/fakeGateway';
import { CreateAccountsPage } from './CreateAccountsPage';

// MUI renders slowly in jsdom, slower still on a busy machine: wait up to 5 s for what the page shows.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
}

const createdAnswer = (accounts: NewAccount[], alreadyPresent: NewAccount[] = []): Answer<'CreateAccounts'> => ({
  data: {
    createAccounts: {
      __typename: 'CreateAccountsPayload',
      created: accounts.map((account, i) => ({
        __typename: 'CreatedAccount',
        password: `Pw${i}#abcdefgh`,
        user: { __typename: 'User', id: `id-${account.email}`, ...account },
      })),
      alreadyPresent: alreadyPresent.map((account) => account.email),
    },
  },
});

/** The school has no student named like any pending one. */
const noNamesakes = (): Answer<'StudentsNamed'> => ({ data: { studentsNamed: [] } });

const accountsOf = (variables: VariablesOfOperation<'CreateAccounts'>): NewAccount[] => variables.input.accounts;

function importFile(text: string, encoding: 'latin1' | 'utf8' = 'utf8', name = 'pupils.csv', type = 'text/csv') {
  const file = new File([Uint8Array.from(Buffer.from(text, encoding))], name, { type });
  fireEvent.change(screen.getByLabelText('Import CSV'), { target: { files: [file] } });
}

/** jsdom's Blob has no text(). */
function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    if (blob) reader.readAsText(blob);
  });
}

const pupils = (count: number) =>
  Array.from({ length: count }, (_, i) => `Pupil${i},Brontë,pupil${i}@hill.school,student`).join('\n');

describe('Create accounts', { timeout: 20_000 }, () => {
  it('imports a windows-1252 file with its accents into the pending table, where a row can be removed', async () => {
    renderWithGateway(<CreateAccountsPage />, { StudentsNamed: noNamesakes });
    importFile('first name,last name,email,roles\r\nZoë,Brontë,zoe@hill.school,student\r\n', 'latin1');
    const table = screen.getByRole('table', { name: 'Pending accounts' });
    expect(await within(table).findByText('Zoë')).toBeTruthy();
    expect(within(table).getByText('Brontë')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Remove zoe@hill.school' }));
    expect(within(table).queryByText('Zoë')).toBeNull();
  });

  it('adds nothing from a file with problems, and lists each by row', async () => {
    renderWithGateway(<CreateAccountsPage />, { StudentsNamed: noNamesakes });
    importFile('Zoë,Brontë,zoe@hill.school,student\nJosé,García,jose.hill.school,teacher');
    const problems = await screen.findByLabelText('Import problems');
    expect(within(problems).getByText('Row 2: "jose.hill.school" is an invalid email address')).toBeTruthy();
    expect(screen.queryByText('Zoë')).toBeNull();
  });

  it('refuses a file that is not CSV', async () => {
    renderWithGateway(<CreateAccountsPage />, { StudentsNamed: noNamesakes });
    importFile('PK', 'utf8', 'pupils.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const problems = await screen.findByLabelText('Import problems');
    expect(within(problems).getByText('Invalid file format, please upload a UTF-8 encoded CSV')).toBeTruthy();
  });

  it('says "Emails must be unique" when a file repeats a pending e-mail', async () => {
    renderWithGateway(<CreateAccountsPage />, { StudentsNamed: noNamesakes });
    importFile('Zoë,Brontë,zoe@hill.school,student');
    await screen.findByText('Zoë');
    importFile('Zoe,Bronte,ZOE@hill.school,student');
    const problems = await screen.findByLabelText('Import problems');
    expect(within(problems).getByText('Row 1: Emails must be unique')).toBeTruthy();
  });

  it('creates 200 at a time with a progress bar, then shows the passwords once with users.csv', async () => {
    const sizes: number[] = [];
    let release = () => {};
    renderWithGateway(<CreateAccountsPage />, {
      StudentsNamed: noNamesakes,
      CreateAccounts: async (variables) => {
        const accounts = accountsOf(variables);
        sizes.push(accounts.length);
        if (sizes.length === 2) await new Promise<void>((resolve) => (release = resolve));
        return createdAnswer(accounts);
      },
    });
    importFile(pupils(450));
    await screen.findByText('Pupil0');
    fireEvent.click(screen.getByRole('button', { name: 'Create accounts' }));
    expect(await screen.findByText('Creating accounts: 200 of 450')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('44');
    release();

    expect(await screen.findByText('This page will be shown just once')).toBeTruthy();
    expect(sizes).toEqual([200, 200, 50]);
    const results = screen.getByRole('table', { name: 'Created accounts' });
    const headings = within(results)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(['Firstname', 'Lastname', 'Email', 'Role', 'Password']);
    expect(within(results).getByText('pupil449@hill.school')).toBeTruthy();

    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:users'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('users.csv');
    expect(await textOf(blobs[0])).toContain('pupil449@hill.school');
    // Saved: Back leaves at once.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Create Accounts' })).toBeTruthy();
  });

  it('keeps the rows not created pending when a batch fails, and shows those created', async () => {
    let calls = 0;
    renderWithGateway(<CreateAccountsPage />, {
      StudentsNamed: noNamesakes,
      CreateAccounts: (variables) =>
        ++calls === 2 ? failure('INTERNAL_SERVER_ERROR') : createdAnswer(accountsOf(variables)),
    });
    importFile(pupils(450));
    await screen.findByText('Pupil0');
    fireEvent.click(screen.getByRole('button', { name: 'Create accounts' }));
    expect(await screen.findByText('Operation failed, please try again!')).toBeTruthy();
    expect(await screen.findByText('This page will be shown just once')).toBeTruthy();
    expect(screen.getByText('pupil199@hill.school')).toBeTruthy();
    // Focus moved to the results, and leaving before users.csv is saved asks first.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Created accounts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    const warning = await screen.findByRole('dialog');
    expect(within(warning).getByText(/users\.csv has not been downloaded/)).toBeTruthy();
    fireEvent.click(within(warning).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Pupil200')).toBeTruthy();
    expect(screen.getByText('1–5 of 250')).toBeTruthy();
  });

  it('sends a batch again while the portal is briefly unavailable, saying so, and creates every account', async () => {
    const sent: string[] = [];
    renderWithGateway(<CreateAccountsPage />, {
      StudentsNamed: noNamesakes,
      CreateAccounts: (variables) => {
        const accounts = accountsOf(variables);
        sent.push(accounts[0]?.email ?? '');
        return sent.length === 2
          ? failure('UNAVAILABLE', 'The portal is briefly unavailable.')
          : createdAnswer(accounts);
      },
    });
    importFile(pupils(250));
    await screen.findByText('Pupil0');
    fireEvent.click(screen.getByRole('button', { name: 'Create accounts' }));
    expect(await screen.findByText(/The portal is briefly unavailable; trying again…/)).toBeTruthy();
    expect(await screen.findByText('This page will be shown just once')).toBeTruthy();
    // The second batch, sent twice with the same rows; every account created, no failure shown.
    expect(sent).toEqual(['pupil0@hill.school', 'pupil200@hill.school', 'pupil200@hill.school']);
    expect(screen.getByText('pupil249@hill.school')).toBeTruthy();
    expect(screen.queryByText('Operation failed, please try again!')).toBeNull();
  });

  it('says "The email has already been registered" when every e-mail exists, and lists them in red', async () => {
    renderWithGateway(<CreateAccountsPage />, {
      StudentsNamed: noNamesakes,
      CreateAccounts: () => failure('CONFLICT', 'Conflict'),
    });
    importFile('Zoë,Brontë,zoe@hill.school,student');
    await screen.findByText('Zoë');
    fireEvent.click(screen.getByRole('button', { name: 'Create accounts' }));
    expect(await screen.findByText('The email has already been registered')).toBeTruthy();
    const existing = await screen.findByLabelText('Accounts that already exist');
    expect(within(existing).getByText('Zoë Brontë (zoe@hill.school)')).toBeTruthy();
  });

  it('shows accounts the server reports as already present in the red panel', async () => {
    renderWithGateway(<CreateAccountsPage />, {
      StudentsNamed: noNamesakes,
      CreateAccounts: (variables) => {
        const [first, ...rest] = accountsOf(variables);
        return createdAnswer(rest, first ? [first] : []);
      },
    });
    importFile('Zoë,Brontë,zoe@hill.school,student\nJosé,García,jose@hill.school,teacher');
    await screen.findByText('Zoë');
    fireEvent.click(screen.getByRole('button', { name: 'Create accounts' }));
    const existing = await screen.findByLabelText('Accounts that already exist');
    expect(within(existing).getByText('Zoë Brontë (zoe@hill.school)')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Created accounts' })).getByText('José')).toBeTruthy();
  });

  it('warns before creating a student named like one of the school’s, listing the rows, and still creates them', async () => {
    const asked: unknown[] = [];
    const created: string[] = [];
    renderWithGateway(<CreateAccountsPage />, {
      StudentsNamed: ({ names }) => {
        asked.push(names);
        const existing = { __typename: 'User', id: 'u9', firstName: 'Zoë', lastName: 'Brontë' } as const;
        return { data: { studentsNamed: [existing] } };
      },
      CreateAccounts: (variables) => {
        created.push(...accountsOf(variables).map(({ email }) => email));
        return createdAnswer(accountsOf(variables));
      },
    });
    importFile(
      'Zoe,Bronte,zoe2@hill.school,student\nJosé,García,jose@hill.school,student\nZOË,brontë,zoe3@hill.school,student\nZoë,Brontë,zoe.parent@hill.school,parent',
    );
    await screen.findByText('José');
    fireEvent.click(screen.getByRole('button', { name: 'Create accounts' }));
    const warning = await screen.findByRole('dialog', { name: NAMESAKE_TEXTS.title });
    // One read for the whole import, of each student name once (case and accents aside); the parent is no student.
    expect(asked).toEqual([
      [
        { firstName: 'Zoe', lastName: 'Bronte' },
        { firstName: 'José', lastName: 'García' },
      ],
    ]);
    expect(within(warning).getByText(NAMESAKE_TEXTS.warning('Zoe', 'Bronte', [1, 3]))).toBeTruthy();
    expect(within(warning).queryByText(/García/)).toBeNull();
    expect(created).toEqual([]);

    // Cancel keeps everything pending; asked again, Create anyway creates every row.
    fireEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('José')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create accounts' }));
    const again = await screen.findByRole('dialog', { name: NAMESAKE_TEXTS.title });
    fireEvent.click(within(again).getByRole('button', { name: NAMESAKE_TEXTS.createAnyway }));
    expect(await screen.findByText('This page will be shown just once')).toBeTruthy();
    expect(created).toHaveLength(4);
  });

  it('creates at once, with no warning, when no student of the school has a pending name', async () => {
    renderWithGateway(<CreateAccountsPage />, {
      StudentsNamed: noNamesakes,
      CreateAccounts: (variables) => createdAnswer(accountsOf(variables)),
    });
    importFile('Zoë,Brontë,zoe@hill.school,student');
    await screen.findByText('Zoë');
    fireEvent.click(screen.getByRole('button', { name: 'Create accounts' }));
    expect(await screen.findByText('This page will be shown just once')).toBeTruthy();
    expect(screen.queryByText(NAMESAKE_TEXTS.title)).toBeNull();
  });
});
