import { mayOpenRoute, type Role } from '@portal/domain';
import { useMatch } from 'react-router-dom';
import { appRoutes } from '../routing/routeTable';
import { navIcons, type NavIcons } from './navIcons';

/** One entry of the main navigation, the sidebar's or the phone's drawer's. */
export interface NavEntry extends NavIcons {
  path: string;
  label: string;
}

/** Spec 1 §1: the route table's `nav` rows, in its order, each only if the user's roles may open its route. */
export function navEntriesFor(roles: readonly Role[]): NavEntry[] {
  return appRoutes.flatMap(({ path, name, access, nav }) =>
    nav && mayOpenRoute(access, roles) ? [{ path, label: name, ...navIcons[nav] }] : [],
  );
}

/** An entry is selected while its route or one under it is open; home only on its own. */
export function useNavSelected(path: string): boolean {
  return useMatch({ path, end: path === '/' }) !== null;
}
