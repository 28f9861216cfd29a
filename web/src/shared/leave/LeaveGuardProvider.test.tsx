import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConfirmLeave, useLeaveGuard, type LeaveQuestion } from './leaveGuard';
import { LeaveGuardProvider } from './LeaveGuardProvider';

afterEach(cleanup);

const UNSAVED: LeaveQuestion = { title: 'Leave the work?', text: 'It is not saved.', confirmLabel: 'Leave' };

/** A page holding unsaved work until Save; a link elsewhere, and its own Back action. */
function WorkPage({ onBack }: { onBack(): void }) {
  const [saved, setSaved] = useState(false);
  useLeaveGuard(saved ? null : UNSAVED);
  const confirmLeave = useConfirmLeave();
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <a href="/elsewhere" target="_blank" rel="noreferrer">
        In a new tab
      </a>
      <button onClick={() => confirmLeave(onBack)}>Back</button>
      <button onClick={() => setSaved(true)}>Save</button>
    </>
  );
}

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

function renderWork(onBack = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/work']}>
      <LeaveGuardProvider>
        <Where />
        <Routes>
          <Route path="/work" element={<WorkPage onBack={onBack} />} />
          <Route path="*" element={null} />
        </Routes>
      </LeaveGuardProvider>
    </MemoryRouter>,
  );
  return onBack;
}

describe('leaving a page that holds unsaved work', () => {
  it('asks before an in-app link is followed, and stays on Cancel', async () => {
    renderWork();
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the work?' });
    expect(within(dialog).getByText('It is not saved.')).toBeTruthy();
    expect(screen.getByText('At /work')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('At /work')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('At /elsewhere')).toBeTruthy();
  });

  it("asks before the page's own leaving action, and runs it once confirmed", async () => {
    const onBack = renderWork();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).not.toHaveBeenCalled();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('lets a link to a new tab through: the page stays open', () => {
    renderWork();
    fireEvent.click(screen.getByRole('link', { name: 'In a new tab' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('warns before the tab is closed or reloaded', () => {
    renderWork();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });

  it('leaves without asking once the work is saved', () => {
    const onBack = renderWork();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('At /elsewhere')).toBeTruthy();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });
});
