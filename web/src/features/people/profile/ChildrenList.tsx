import { Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { userProfileUrl } from '../urls';

export interface Child {
  id: string;
  firstName: string;
  lastName: string | null;
}

/** A parent's linked children, each leading to their profile. */
export function ChildrenList({ children }: { children: readonly Child[] }) {
  return (
    <section aria-labelledby="children-heading">
      <Typography id="children-heading" variant="h6" component="h2">
        Children
      </Typography>
      {children.length === 0 ? (
        <Typography color="text.secondary">No child is linked yet.</Typography>
      ) : (
        <List dense>
          {children.map((child) => (
            <ListItem key={child.id} disableGutters>
              <Link component={RouterLink} to={userProfileUrl(child.id)}>
                {[child.firstName, child.lastName].filter(Boolean).join(' ')}
              </Link>
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
