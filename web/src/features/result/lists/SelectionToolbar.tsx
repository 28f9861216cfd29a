import DownloadIcon from '@mui/icons-material/Download';
import { Button, Toolbar, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { selectedText, tooManyToDownload } from './listText';

export interface SelectionToolbarProps {
  count: number;
  /** The most rows one download takes. */
  most: number;
  busy: boolean;
  onDownload(): void;
}

/** Spec 2 §2: with rows selected, "N selected" and a Download button above the table. */
export function SelectionToolbar({ count, most, busy, onDownload }: SelectionToolbarProps) {
  if (count === 0) return null;
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
        loading={busy}
        loadingPosition="start"
        disabled={tooMany}
        onClick={onDownload}
      >
        Download
      </Button>
    </Toolbar>
  );
}
