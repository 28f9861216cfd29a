import { Box } from '@mui/material';
import { alpha, keyframes } from '@mui/material/styles';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * An indeterminate progress bar, 4 px like MUI's LinearProgress, drawn from
 * a Box: it shows on every first visit while the page's chunk loads, and
 * LinearProgress would add its 2.5 kB gzip to the entry every route shares
 * (issue 9, JavaScript budget).
 */
export function PageLoadingBar({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={(theme) => ({ height: 4, overflow: 'hidden', bgcolor: alpha(theme.palette.primary.main, 0.24) })}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.5s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.6 },
        }}
      />
    </Box>
  );
}
