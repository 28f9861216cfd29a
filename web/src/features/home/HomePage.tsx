import { lazy } from 'react';
import { useAuth } from '../../app/session/AuthProvider';
import { Landing } from './Landing';

/*
 * Each dashboard is a chunk of its own, loaded when a signed-in user opens
 * home: a visitor's landing page downloads none of them (issue 9,
 * JavaScript budget). The page outlet's progress bar shows while one loads.
 */
const RootHomePage = lazy(() => import('./RootHomePage').then((m) => ({ default: m.RootHomePage })));
const StaffHomePage = lazy(() => import('./StaffHomePage').then((m) => ({ default: m.StaffHomePage })));
const StudentHomePage = lazy(() => import('./StudentHomePage').then((m) => ({ default: m.StudentHomePage })));
const ParentHomePage = lazy(() => import('./ParentHomePage').then((m) => ({ default: m.ParentHomePage })));

/** Home: the landing for a visitor, and each role's dashboard (spec 1 §2.4, §2.5). */
export function HomePage() {
  const { role } = useAuth();
  switch (role) {
    case undefined:
      return <Landing />;
    case 'root':
      return <RootHomePage />;
    case 'admin':
    case 'teacher':
      return <StaffHomePage />;
    case 'student':
      return <StudentHomePage />;
    case 'parent':
      return <ParentHomePage />;
  }
}
