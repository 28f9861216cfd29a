import { Breadcrumbs, Link, Typography } from '@mui/material';
import { mayOpenRoute, type Role } from '@portal/domain';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { BREADCRUMB_OFFSET_PX } from '../../shared/ui/shellConstants';
import { breadcrumbsFor } from '../routing/matching';

const crumbText = { noWrap: true, variant: 'body2', sx: { display: 'block', maxWidth: '100%' } } as const;

/**
 * The trail of the current path (spec 1 §2.1). It may use the window width
 * minus 100 px; past that each crumb shortens with an ellipsis. A crumb the
 * user may not open, and the current one, are text rather than links.
 */
export function TrailBreadcrumbs({ role }: { role: Role | undefined }) {
  const crumbs = breadcrumbsFor(useLocation().pathname);
  return (
    <Breadcrumbs
      aria-label="Breadcrumb"
      color="inherit"
      sx={{
        maxWidth: `calc(100vw - ${BREADCRUMB_OFFSET_PX}px)`,
        minWidth: 0,
        overflow: 'hidden',
        '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
        '& .MuiBreadcrumbs-li': { minWidth: 0 },
        '& .MuiBreadcrumbs-separator': { flexShrink: 0 },
      }}
    >
      {crumbs.map(({ name, path, route }, index) => {
        const current = index === crumbs.length - 1;
        if (current || !route || !mayOpenRoute(route.access, role))
          return (
            <Typography key={path} {...crumbText} aria-current={current ? 'page' : undefined}>
              {name}
            </Typography>
          );
        return (
          <Link key={path} component={RouterLink} to={path} color="inherit" underline="hover" {...crumbText}>
            {name}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
}
