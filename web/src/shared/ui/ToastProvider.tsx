import type { AlertColor } from '@mui/material';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/* Loaded with the first toast, not on every first visit (see ToastView). */
const ToastView = lazy(() => import('./ToastView').then((m) => ({ default: m.ToastView })));

/** Spec 1 §9: toasts hide themselves after 3000 ms. */
export const TOAST_AUTO_HIDE_MS = 3000;

export interface Toaster {
  error(message: string): void;
  success(message: string): void;
  info(message: string): void;
}

interface Toast {
  id: number;
  message: string;
  severity: AlertColor;
}

const ToastContext = createContext<Toaster | null>(null);

/** One toast at a time: a new one replaces the current one and restarts the timer. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(0);

  const show = useCallback((message: string, severity: AlertColor) => {
    nextId.current += 1;
    setToast({ id: nextId.current, message, severity });
    setOpen(true);
  }, []);

  const toaster = useMemo<Toaster>(
    () => ({
      error: (message) => show(message, 'error'),
      success: (message) => show(message, 'success'),
      info: (message) => show(message, 'info'),
    }),
    [show],
  );

  const close = useCallback(() => setOpen(false), []);

  return (
    <ToastContext value={toaster}>
      {children}
      {toast && (
        // Its own boundary: the page stays as it is while the toast's chunk loads.
        <Suspense fallback={null}>
          <ToastView
            key={toast.id}
            message={toast.message}
            severity={toast.severity}
            open={open}
            autoHideMs={TOAST_AUTO_HIDE_MS}
            onClose={close}
          />
        </Suspense>
      )}
    </ToastContext>
  );
}

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast needs a <ToastProvider> above it');
  return toaster;
}
