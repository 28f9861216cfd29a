import { Breadcrumbs, Link, Typography } from '@mui/material';
import { mayOpenRoute, type Role } from '@portal/domain';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { BREADCRUMB_OFFSET_PX } from '../../shared/ui/shellConstants';
import { useWindowWidth } from '../../shared/ui/useWindowWidth';
import { breadcrumbsFor } from '../routing/matching';

const crumbText = { noWrap: true, variant: 'body2', sx: { display: 'block', maxWidth: '100%' } } as const;

/** Roughly how wide one crumb and its separator are. */
const CRUMB_WIDTH_PX = 150;

/** How many crumbs to show before the middle ones fold into an ellipsis: never fewer than the first and last. */
export function crumbsThatFit(windowWidth: number): number {
  return Math.max(2, Math.floor((windowWidth - BREADCRUMB_OFFSET_PX) / CRUMB_WIDTH_PX));
}

/**
 * The trail of the current path (spec 1 §2.1). It may use the window width
 * minus 100 px: the middle crumbs fold into an ellipsis when they would not
 * fit, and a crumb still too long shortens with one. A crumb the user may not
 * open, and the current one, are text rather than links.
 */
export function TrailBreadcrumbs({ roles }: { roles: readonly Role[] | undefined }) {
  const crumbs = breadcrumbsFor(useLocation().pathname);
  const windowWidth = useWindowWidth();
  return (
    <Breadcrumbs
      aria-label="Breadcrumb"
      color="inherit"
      maxItems={crumbsThatFit(windowWidth)}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={1}
      sx={{
        maxWidth: `calc(100vw - ${BREADCRUMB_OFFSET_PX}px)`,
        minWidth: 0,
        overflow: 'hidden',
        '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
        '& .MuiBreadcrumbs-li': { minWidth: 0 },
        // The current page's name keeps more of its width than the crumbs before it.
        '& .MuiBreadcrumbs-li:last-of-type': { flexShrink: 0.25 },
        '& .MuiBreadcrumbs-separator': { flexShrink: 0 },
      }}
    >
      {crumbs.map(({ name, path, route }, index) => {
        const current = index === crumbs.length - 1;
        if (current || !route || !mayOpenRoute(route.access, roles))
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
