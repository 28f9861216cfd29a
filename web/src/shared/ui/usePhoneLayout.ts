import { useTheme, type Breakpoint } from '@mui/material/styles';
import { useWindowWidth } from './useWindowWidth';

/**
 * Whether the window is narrower than MUI's `md` breakpoint: the shell then
 * trades the sidebar for a drawer and shortens the breadcrumb trail, as a
 * phone has no room for either (issue 9). Read from the window width rather
 * than a media query so it follows every resize the same way the trail does.
 */
export function usePhoneLayout(): boolean {
  return useNarrowerThan('md');
}

/** Whether the window is narrower than this breakpoint: lists switch to one column per row below `sm`. */
export function useNarrowerThan(breakpoint: Breakpoint): boolean {
  return useWindowWidth() < useTheme().breakpoints.values[breakpoint];
}
