import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddAccountDialog } from './AddAccountDialog';

afterEach(cleanup);

function renderDialog(pendingEmails: string[] = []) {
  const onAdd = vi.fn();
  render(<AddAccountDialog open pendingEmails={new Set(pendingEmails)} onAdd={onAdd} onClose={() => {}} />);
  return onAdd;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const messageOf = (label: string) => document.getElementById(`${input(label).id}-helper-text`)?.textContent;
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add' }));

describe('the Add account dialog', () => {
  it('opens with the first name field focused, so typing starts there', async () => {
    renderDialog();
    await waitFor(() => expect(document.activeElement).toBe(input('First name')));
  });

  it('says which fields are required', () => {
    const onAdd = renderDialog();
    add();
    expect(messageOf('First name')).toBe('First name is required');
    expect(messageOf('Last name')).toBe('Last name is required');
    expect(messageOf('Email')).toBe('Email is required');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('says "Invalid email" for a malformed address', () => {
    renderDialog();
    type('Email', 'zoe.hill.school');
    add();
    expect(messageOf('Email')).toBe('Invalid email');
  });

  it('says "Emails must be unique" for an e-mail already pending', () => {
    const onAdd = renderDialog(['zoe@hill.school']);
    type('First name', 'Zoë');
    type('Last name', 'Brontë');
    type('Email', 'ZOE@hill.school');
    add();
    expect(messageOf('Email')).toBe('Emails must be unique');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('offers a teacher with admin privileges, teacher, student and parent, and adds the account', () => {
    const onAdd = renderDialog();
    const choices = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(choices).toEqual(['Teacher with admin privileges', 'Teacher', 'Student', 'Parent']);
    type('First name', ' Zoë ');
    type('Last name', 'Brontë');
    type('Email', 'zoe@hill.school');
    fireEvent.click(screen.getByRole('radio', { name: 'Teacher with admin privileges' }));
    add();
    expect(onAdd).toHaveBeenCalledWith({
      firstName: 'Zoë',
      lastName: 'Brontë',
      email: 'zoe@hill.school',
      role: ['admin', 'teacher'],
    });
  });
});
