import NorthIcon from '@mui/icons-material/North';
import SouthIcon from '@mui/icons-material/South';
import { Typography } from '@mui/material';

/** What the first or last position of an ORDER list means ("First: Closest to the Sun"). */
export function OrderEnd({ text, end }: { text: string | null | undefined; end: 'first' | 'last' }) {
  if (!text) return null;
  const Arrow = end === 'first' ? NorthIcon : SouthIcon;
  return (
    <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1, overflowWrap: 'anywhere' }}>
      <Arrow fontSize="small" aria-hidden />
      <span>
        <strong>{end === 'first' ? 'First' : 'Last'}:</strong> {text}
      </span>
    </Typography>
  );
}
