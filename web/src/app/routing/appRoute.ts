import type { RouteAccess } from '@portal/domain';
import type { ComponentType, LazyExoticComponent } from 'react';

/** One row of the route table: what the router, sidebar, breadcrumbs and page title read. */
export interface AppRoute {
  /** A react-router pattern; matching ignores case. */
  path: string;
  /** The breadcrumb name, and the page title after the portal's name. */
  name: string;
  access: RouteAccess;
  /** Lazily loaded; a page made by `lazyPage` can be fetched before it renders (`preload`). */
  Page: LazyExoticComponent<ComponentType> & { preload?(): Promise<unknown> };
  /** Set on the routes the sidebar lists: its icon's name (app/shell/navIcons.ts). */
  nav?: NavIconName;
}

/** The sidebar's icons, by name: named here, drawn by the lazily loaded shell. */
export type NavIconName = 'home' | 'people' | 'groups' | 'assignment' | 'assessment' | 'insights' | 'grading';

/** Paths that redirect rather than show a page (spec 1 §2.1: /403 and /404 go home). */
export interface AppRedirect {
  path: string;
  to: string;
}
