import { Chip, Stack, Typography } from '@mui/material';
import { fullName } from '../groupText';

interface Owner {
  id: string;
  firstName: string;
  lastName: string;
}

/** Spec 1 §2.7: "Owner" for one owner, "Co-owners" for more, with their names. Staff only (spec 1 §6). */
export function OwnerTag({ owners }: { owners: readonly Owner[] }) {
  if (owners.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip size="small" color="primary" variant="outlined" label={owners.length === 1 ? 'Owner' : 'Co-owners'} />
      <Typography sx={{ overflowWrap: 'anywhere' }}>{owners.map(fullName).join(', ')}</Typography>
    </Stack>
  );
}
