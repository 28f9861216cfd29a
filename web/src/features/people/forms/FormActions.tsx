import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** A form's submit button and the way back to the profile. */
export function FormActions({
  label,
  disabled,
  busy,
  back,
}: {
  label: string;
  disabled: boolean;
  busy: boolean;
  back: string;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
      <Button component={RouterLink} to={back}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={disabled} loading={busy}>
        {label}
      </Button>
    </Stack>
  );
}
