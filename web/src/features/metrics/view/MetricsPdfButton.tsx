import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Stack, Typography } from '@mui/material';
import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import { useState } from 'react';
import { saveFile } from '../../../shared/files/saveFile';
import { safeFileStem } from '../../../shared/files/reportFiles';
import type { ChartCardHandle, ChartImage } from '../charts';
import { METRICS_TEXTS } from '../metricsTexts';
import { exportFileName } from '../charts/format';
import { useSchoolClock } from '../../../shared/dates/schoolClock';

export interface MetricsPdfButtonProps {
  title: string;
  subject: string;
  /** Under the subject: the period and the grouping the charts show. */
  details: string;
  /** While the next period loads: the charts on screen are the last one's. */
  disabled: boolean;
  /** The page's chart cards as they are when the button is clicked. */
  charts(): readonly (ChartCardHandle | null)[];
}

/**
 * The metrics report (spec 2 §9: a PDF of 1123×794): every chart on the page
 * as it is drawn now, under the page's title. jsPDF loads on the first click,
 * not with the page.
 */
export function MetricsPdfButton({ title, subject, details, disabled, charts }: MetricsPdfButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const clock = useSchoolClock();
  const build = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const images = await Promise.all(charts().map((card) => card?.image() ?? null));
      const { buildMetricsPdf } = await import('../charts/metricsPdf');
      const pdf = await buildMetricsPdf({
        title,
        subtitle: `${subject} · ${details}`,
        charts: images.filter((image): image is ChartImage => image !== null),
      });
      saveFile(pdf, exportFileName(safeFileStem(`${subject} ${title}`, title), 'pdf', clock));
    } catch (error) {
      console.error('The metrics report could not be built', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography role="status" color="error" variant="body2">
        {failed ? RESULT_SPEC_TEXTS.pdfNotGenerated : ''}
      </Typography>
      <Button
        variant="contained"
        startIcon={<PictureAsPdfIcon />}
        disabled={busy || disabled}
        onClick={() => void build()}
      >
        {METRICS_TEXTS.downloadPdf}
      </Button>
    </Stack>
  );
}
