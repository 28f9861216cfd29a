import DownloadIcon from '@mui/icons-material/Download';
import { Button, Toolbar, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { DownloadDialog } from '../download/DownloadDialog';
import type { DownloadPlan } from '../download/useReportDownload';
import { selectedText, tooManyToDownload } from '../../../shared/lists/listText';

export interface SelectionToolbarProps {
  count: number;
  /** The most rows one download takes. */
  most: number;
  /** The selection's download, made when Download is clicked. */
  download(): DownloadPlan;
}

/**
 * Spec 2 §2 and §4: with rows selected, "N selected" and a Download button
 * above the table, which asks first, then saves or e-mails the zip.
 */
export function SelectionToolbar({ count, most, download }: SelectionToolbarProps) {
  const [plan, setPlan] = useState<DownloadPlan | null>(null);
  if (count === 0 && !plan) return null;
  const tooMany = count > most;
  return (
    <Toolbar
      role="toolbar"
      aria-label="Selected rows"
      variant="dense"
      sx={(theme) => ({
        mb: 1,
        px: { xs: 1, sm: 2 },
        gap: 2,
        flexWrap: 'wrap',
        borderRadius: 1,
        bgcolor: alpha(theme.palette.primary.main, theme.palette.action.activatedOpacity),
      })}
    >
      <Typography sx={{ flexGrow: 1, fontWeight: 500 }}>{selectedText(count)}</Typography>
      {tooMany ? <Typography>{tooManyToDownload(most)}</Typography> : null}
      <Button
        variant="contained"
        size="small"
        startIcon={<DownloadIcon />}
        disabled={tooMany || count === 0}
        onClick={() => setPlan(download())}
      >
        Download
      </Button>
      {plan ? <DownloadDialog open plan={plan} onClose={() => setPlan(null)} /> : null}
    </Toolbar>
  );
}
