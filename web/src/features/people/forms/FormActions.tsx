import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** A form's submit button and the way back to the profile (none when there is nowhere else to go yet). */
export function FormActions({
  label,
  disabled,
  busy,
  back,
}: {
  label: string;
  disabled: boolean;
  busy: boolean;
  back: string | undefined;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
      {back !== undefined && (
        <Button component={RouterLink} to={back}>
          Cancel
        </Button>
      )}
      <Button type="submit" variant="contained" disabled={disabled} loading={busy}>
        {label}
      </Button>
    </Stack>
  );
}
