import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { buildingText, DOWNLOAD_TEXTS } from './downloadTexts';
import type { BuildProgress } from './buildReports';
import { useReportDownload, type DownloadPlan } from './useReportDownload';

export interface DownloadDialogProps {
  open: boolean;
  plan: DownloadPlan;
  onClose(): void;
}

function progressText(progress: BuildProgress): string {
  switch (progress.step) {
    case 'reading':
      return DOWNLOAD_TEXTS.reading;
    case 'building':
      return buildingText(progress.done, progress.total);
    case 'zipping':
      return DOWNLOAD_TEXTS.zipping;
    case 'sending':
      return DOWNLOAD_TEXTS.sending;
  }
}

/** A determinate bar while reports are built or zipped; an indeterminate one while reading or sending. */
function progressValue(progress: BuildProgress): number | undefined {
  if (progress.step === 'building') return progress.total ? (100 * progress.done) / progress.total : 0;
  if (progress.step === 'zipping') return progress.percent;
  return undefined;
}

/**
 * Spec 2 §4: DOWNLOAD asks first, then Save (a file) or Email me. While the
 * reports are read, built and zipped a progress bar says how far it has come;
 * Cancel stops it between two reports.
 */
export function DownloadDialog({ open, plan, onClose }: DownloadDialogProps) {
  const titleId = useId();
  const textId = useId();
  const { progress, save, email, cancel } = useReportDownload(plan, onClose);
  const busy = progress !== null;
  const value = progress ? progressValue(progress) : undefined;
  return (
    <Dialog open={open} onClose={cancel} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{DOWNLOAD_TEXTS.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{plan.text}</DialogContentText>
        {progress ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
              {progressText(progress)}
            </Typography>
            <LinearProgress
              aria-label={DOWNLOAD_TEXTS.progressLabel}
              variant={value === undefined ? 'indeterminate' : 'determinate'}
              value={value}
            />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={cancel}>{DOWNLOAD_TEXTS.cancel}</Button>
        <Button onClick={() => void email()} disabled={busy} variant="outlined">
          {DOWNLOAD_TEXTS.emailMe}
        </Button>
        <Button onClick={() => void save()} disabled={busy} variant="contained" autoFocus>
          {DOWNLOAD_TEXTS.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
