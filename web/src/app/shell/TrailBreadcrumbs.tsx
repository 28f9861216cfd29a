import { Breadcrumbs, Link, Typography } from '@mui/material';
import { mayOpenRoute, type Role } from '@portal/domain';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { BREADCRUMB_OFFSET_PX } from '../../shared/ui/shellConstants';
import { usePhoneLayout } from '../../shared/ui/usePhoneLayout';
import { breadcrumbsFor, type Crumb } from '../routing/matching';

const crumbText = { noWrap: true, variant: 'body2', sx: { display: 'block', maxWidth: '100%' } } as const;
/** On a phone a name wraps at its spaces instead: two crumbs always have room that way. */
const phoneCrumbText = { variant: 'body2', sx: { display: 'block', overflowWrap: 'break-word' } } as const;

const mayOpen = ({ route }: Crumb, roles: readonly Role[] | undefined) =>
  route !== undefined && mayOpenRoute(route.access, roles);

/**
 * A phone's trail (issue 9): the current page, after the nearest crumb above
 * it that the user may open, the way back up. Every name then shows whole.
 */
export function phoneCrumbs(crumbs: readonly Crumb[], roles: readonly Role[] | undefined): Crumb[] {
  const current = crumbs.at(-1);
  if (!current) return [];
  const up = crumbs.slice(0, -1).findLast((crumb) => mayOpen(crumb, roles));
  return up ? [up, current] : [current];
}

/**
 * The trail of the current path (spec 1 §2.1). On a wide window it shows
 * every crumb within the window width minus 100 px, a crumb too long for
 * that shortening with an ellipsis. A narrower window is a phone's (issue
 * 9): it shows only the way up and the current page, each name whole, and
 * nothing on the home page, which has no way up. A crumb the user may
 * not open, and the current one, are text rather than links.
 */
export function TrailBreadcrumbs({ roles }: { roles: readonly Role[] | undefined }) {
  const all = breadcrumbsFor(useLocation().pathname);
  const phone = usePhoneLayout();
  const crumbs = phone ? phoneCrumbs(all, roles) : all;
  const text = phone ? phoneCrumbText : crumbText;
  // On a phone the page's heading already names it: a trail with nowhere to go up to is left out.
  if (phone && crumbs.length < 2) return null;
  return (
    <Breadcrumbs
      aria-label="Breadcrumb"
      color="inherit"
      sx={
        phone
          ? { minWidth: 0 }
          : {
              maxWidth: `calc(100vw - ${BREADCRUMB_OFFSET_PX}px)`,
              minWidth: 0,
              overflow: 'hidden',
              '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
              '& .MuiBreadcrumbs-li': { minWidth: 0 },
              // The current page's name keeps more of its width than the crumbs before it.
              '& .MuiBreadcrumbs-li:last-of-type': { flexShrink: 0.25 },
              '& .MuiBreadcrumbs-separator': { flexShrink: 0 },
            }
      }
    >
      {crumbs.map((crumb, index) => {
        const { name, path } = crumb;
        const current = index === crumbs.length - 1;
        if (current || !mayOpen(crumb, roles))
          return (
            <Typography key={path} {...text} aria-current={current ? 'page' : undefined}>
              {name}
            </Typography>
          );
        return (
          <Link
            key={path}
            component={RouterLink}
            to={path}
            color="inherit"
            // A phone has no hover to show that it is a link.
            underline={phone ? 'always' : 'hover'}
            {...text}
          >
            {name}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
}
