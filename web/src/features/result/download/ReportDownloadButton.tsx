import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { DownloadDialog } from './DownloadDialog';
import type { DownloadPlan } from './useReportDownload';

/** A result page's DOWNLOAD (spec 2 §4): disabled until the result it would save is on screen. */
export function ReportDownloadButton({ plan }: { plan: DownloadPlan | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!plan} onClick={() => setOpen(true)}>
        Download
      </Button>
      {plan && open ? <DownloadDialog open plan={plan} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
