import type { SvgIconProps } from '@mui/material';
import { mayOpenRoute, type Role } from '@portal/domain';
import type { ComponentType } from 'react';
import { useMatch } from 'react-router-dom';
import { appRoutes } from '../routing/routeTable';

/** One entry of the main navigation, the sidebar's or the phone's drawer's. */
export interface NavEntry {
  path: string;
  label: string;
  icon: ComponentType<SvgIconProps>;
  selectedIcon: ComponentType<SvgIconProps>;
}

/** Spec 1 §1: the route table's `nav` rows, in its order, each only if the user's roles may open its route. */
export function navEntriesFor(roles: readonly Role[]): NavEntry[] {
  return appRoutes.flatMap(({ path, name, access, nav }) =>
    nav && mayOpenRoute(access, roles) ? [{ path, label: name, ...nav }] : [],
  );
}

/** An entry is selected while its route or one under it is open; home only on its own. */
export function useNavSelected(path: string): boolean {
  return useMatch({ path, end: path === '/' }) !== null;
}
