import { Alert, Snackbar, type AlertColor, type SnackbarCloseReason } from '@mui/material';

export interface ToastViewProps {
  message: string;
  severity: AlertColor;
  open: boolean;
  autoHideMs: number;
  onClose: () => void;
}

/**
 * The toast itself, a chunk of its own that ToastProvider loads with the
 * first toast: most first visits show none, so they need not download
 * Snackbar and Alert (issue 9, JavaScript budget).
 */
export function ToastView({ message, severity, open, autoHideMs, onClose }: ToastViewProps) {
  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      open={open}
      autoHideDuration={autoHideMs}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={severity} variant="filled" onClose={close} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
