import { Alert, Snackbar, type AlertColor, type SnackbarCloseReason } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

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

  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <ToastContext value={toaster}>
      {children}
      {toast && (
        <Snackbar
          key={toast.id}
          open={open}
          autoHideDuration={TOAST_AUTO_HIDE_MS}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert severity={toast.severity} variant="filled" onClose={close} sx={{ width: '100%' }}>
            {toast.message}
          </Alert>
        </Snackbar>
      )}
    </ToastContext>
  );
}

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast needs a <ToastProvider> above it');
  return toaster;
}
