import { ALL, VISITORS, type RouteAccess } from '@portal/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { registerPath, signInPath } from '../features/auth/urls';
import { homePath } from '../features/home/urls';

/**
 * The one route table (house style 6): the router reads it now; the sidebar,
 * breadcrumbs and page titles will read it too. Each page is its own chunk.
 */
export interface AppRoute {
  path: string;
  title: string;
  access: RouteAccess;
  Page: LazyExoticComponent<ComponentType>;
}

export const appRoutes: readonly AppRoute[] = [
  {
    path: homePath,
    title: 'Home',
    access: ALL,
    Page: lazy(() => import('../features/home/HomePage').then((module) => ({ default: module.HomePage }))),
  },
  {
    path: signInPath,
    title: 'Sign In',
    access: VISITORS,
    Page: lazy(() => import('../features/auth/SignInPage').then((module) => ({ default: module.SignInPage }))),
  },
  {
    path: registerPath,
    title: 'Register',
    access: VISITORS,
    Page: lazy(() => import('../features/auth/RegisterPage').then((module) => ({ default: module.RegisterPage }))),
  },
];

export const PORTAL_NAME = 'Science Portal';
