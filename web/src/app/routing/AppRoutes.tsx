import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RouteGuard } from './RouteGuard';
import { AppLayout } from '../shell/AppLayout';
import { routerEntries, type RouteTarget } from './matching';

/* Loaded like any page, when a path needs it: a first visit to the sign-in page never does. */
const ErrorPage = lazy(() => import('../shell/ErrorPage').then((m) => ({ default: m.ErrorPage })));
const MissingParameterPage = lazy(() =>
  import('../shell/ErrorPage').then((m) => ({ default: m.MissingParameterPage })),
);

/** The router, mounted from the route table: every path inside the one layout, which picks the shell by role. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {routerEntries.map(({ path, target }) => (
          <Route key={path} path={path} element={elementFor(target)} />
        ))}
        {/* Spec 1 §2.1: an unknown path shows the error page. */}
        <Route path="*" element={<ErrorPage />} />
      </Route>
    </Routes>
  );
}

function elementFor(target: RouteTarget) {
  switch (target.kind) {
    case 'page': {
      const { access, Page } = target.route;
      return (
        <RouteGuard access={access}>
          <Page />
        </RouteGuard>
      );
    }
    case 'missing-parameter':
      return <MissingParameterPage param={target.param} />;
    case 'redirect':
      return <Navigate to={target.to} replace />;
  }
}
