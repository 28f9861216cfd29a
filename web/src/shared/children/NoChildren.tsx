import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ownUpdateChildPath } from '../../features/people/urls';
import { LINK_A_CHILD } from './ChildSelect';

/** A parent with no linked child: why the page is empty, and where to link one. */
export function NoChildren({ text }: { text: string }) {
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {text}
      </Typography>
      <Link component={RouterLink} to={ownUpdateChildPath}>
        {LINK_A_CHILD}
      </Link>
    </>
  );
}
