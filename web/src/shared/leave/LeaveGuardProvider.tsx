import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { inAppPathOf, LeaveGuardContext, type LeaveGuard, type LeaveQuestion } from './leaveGuard';

/**
 * Asks before a page that holds something is left (issue 9: one-time
 * passwords not yet saved as users.csv). A click on any in-app link (the
 * sidebar, the drawer, the trail, the logo, the account menu, a page's own)
 * is caught before the router sees it while a question is held; the link is
 * followed once the user confirms. React Router can block navigation itself
 * only with its data router, which would add 17 kB to every first visit.
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [question, setQuestion] = useState<LeaveQuestion | null>(null);
  const [leaving, setLeaving] = useState<(() => void) | null>(null);

  const guard = useMemo<LeaveGuard>(
    () => ({
      hold: setQuestion,
      confirmLeave: (leave) => (question ? setLeaving(() => leave) : leave()),
    }),
    [question],
  );

  useEffect(() => {
    if (!question) return;
    // Capture, on the document: before React's own handlers, so the router never starts the navigation.
    const onClick = (event: MouseEvent) => {
      const path = inAppPathOf(event);
      if (path === null) return;
      event.preventDefault();
      event.stopPropagation();
      setLeaving(() => () => void navigate(path));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [question, navigate]);

  return (
    <LeaveGuardContext.Provider value={guard}>
      {children}
      {question ? (
        <ConfirmDialog
          open={leaving !== null}
          title={question.title}
          text={question.text}
          confirmLabel={question.confirmLabel}
          onConfirm={() => {
            setLeaving(null);
            leaving?.();
          }}
          onCancel={() => setLeaving(null)}
        />
      ) : null}
    </LeaveGuardContext.Provider>
  );
}
