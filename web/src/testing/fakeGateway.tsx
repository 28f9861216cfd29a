import { ApolloProvider } from '@apollo/client/react';
import type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/system';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { App } from '../app/App';
import { AuthProvider } from '../app/session/AuthProvider';
import type * as Generated from '../generated/documents';
import type { Role } from '../generated/graphql';
import { createApolloClient } from '../shared/graphql/createApolloClient';
import { LeaveGuardProvider } from '../shared/leave/LeaveGuardProvider';
import { staffTheme } from '../shared/ui/theme';
import { ToastProvider } from '../shared/ui/ToastProvider';

/*
 * The one fake gateway for web tests. It answers through the fetch the Apollo
 * client accepts, so the real client, error wrapper, toasts and router run;
 * each operation is answered by the test by name, and every request is
 * recorded in order. The real gateway is tested in gateway/ and end to end in
 * tests/.
 *
 * Answers are typed from the generated TypedDocumentNodes: the data an answer
 * holds must be the operation's result type, and its handler receives the
 * operation's variables. A field renamed in a .graphql file (then
 * `npm run codegen`) breaks every fixture still using the old name at compile
 * time, rather than leaving a test to pass against data the page never reads.
 */

/** Every operation's TypedDocumentNode, by operation name (`SignIn` for `SignInDocument`). */
type Documents = {
  [K in keyof typeof Generated as K extends `${infer Name}Document` ? Name : never]: (typeof Generated)[K];
};
export type OperationName = keyof Documents;
export type { Role };
export type ResultOfOperation<K extends OperationName> = ResultOf<Documents[K]>;
export type VariablesOfOperation<K extends OperationName> = VariablesOf<Documents[K]>;

/**
 * A result as it crosses the wire: the gateway adds `__typename` to every
 * object (Apollo asks for it), which the generated result types leave out.
 * Every other key must be one the operation selects.
 */
export type OnTheWire<T> = T extends readonly (infer Item)[]
  ? OnTheWire<Item>[]
  : T extends object
    ? { [K in keyof T]: OnTheWire<T[K]> } & { __typename?: string }
    : T;

/** A connection's page on the wire, holding these nodes (`Type` names its connection and edge types). */
export function connection<T>(type: string, nodes: readonly T[], totalCount = nodes.length) {
  return {
    __typename: `${type}Connection`,
    totalCount,
    edges: nodes.map((node) => ({ __typename: `${type}Edge`, node })),
  };
}

export interface GatewayError {
  message: string;
  extensions: { code: string };
}
export type Failure = { data?: null; errors: GatewayError[] };
export type Answer<K extends OperationName> =
  { data: OnTheWire<ResultOfOperation<K>>; errors?: GatewayError[] } | Failure;

export type FakeGateway = {
  [K in OperationName]?: (variables: VariablesOfOperation<K>) => Answer<K> | Promise<Answer<K>>;
};

export interface GatewayCall {
  operationName: OperationName;
  variables: Record<string, unknown>;
}

export const failure = (code: string, message = 'Refused'): Failure => ({
  errors: [{ message, extensions: { code } }],
});

export const visitor = (): Answer<'AuthState'> => ({
  data: {
    authStatus: { __typename: 'AuthStatus', authenticated: false, role: null, roles: [], mustChangePassword: false },
  },
});

/** Signed in with `role` as the primary role, holding the other roles too. */
export const signedInAs =
  (role: Role, ...others: Role[]) =>
  (): Answer<'AuthState'> => ({
    data: {
      authStatus: {
        __typename: 'AuthStatus',
        authenticated: true,
        role,
        roles: [role, ...others],
        mustChangePassword: false,
      },
    },
  });

/** A fetch that answers from `gateway`, recording each request in `calls` as it is sent. */
/** The signed-in shell's read of the school's clock (issue 34): a school in `timeZone`. */
export const schoolClockAnswer =
  (timeZone = 'Australia/Sydney', locale = 'en-AU') =>
  (): Answer<'SchoolClock'> => ({
    data: { school: { __typename: 'School', id: 'school1', timeZone, locale } },
  });

function fakeFetch(gateway: FakeGateway, calls: { push(call: GatewayCall): unknown }): typeof fetch {
  return async (_url, init) => {
    const call = JSON.parse(String(init?.body)) as GatewayCall;
    calls.push(call);
    // The name came over the wire, so the handler cannot be matched to its variables' type here.
    const handler = gateway[call.operationName] as ((variables: unknown) => unknown) | undefined;
    if (!handler) throw new Error(`unexpected ${call.operationName}`);
    const answer = await handler(call.variables ?? {});
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
}

/** Renders the whole app at `path`; returns the operation names requested, one per fetch, as they happen. */
export function renderApp(path: string, gateway: FakeGateway): OperationName[] {
  const names: OperationName[] = [];
  window.history.pushState({}, '', path);
  render(
    <App
      client={createApolloClient({
        // The shell reads the school's clock once a session; a test may answer it with another school.
        fetch: fakeFetch(
          { SchoolClock: schoolClockAnswer(), ...gateway },
          { push: (call) => names.push(call.operationName) },
        ),
      })}
    />,
  );
  return names;
}

export interface RenderOptions {
  /** The URL the page is opened at. */
  path?: string;
  /** The route pattern the page is mounted on, for its params. */
  route?: string;
}

/** Renders one page, in the app's providers and a memory router; returns the requests and the current location. */
export function renderWithGateway(
  page: ReactNode,
  gateway: FakeGateway,
  { path = '/', route = '*' }: RenderOptions = {},
) {
  const calls: GatewayCall[] = [];
  const location = { pathname: path };
  function LocationProbe() {
    const { pathname } = useLocation();
    useEffect(() => {
      location.pathname = pathname;
    }, [pathname]);
    return null;
  }
  // With an AuthState answer, the page reads who is signed in (useAuth) as in the app.
  const routes = (
    <Routes>
      <Route path={route} element={page} />
      <Route path="*" element={<p>Another page</p>} />
    </Routes>
  );
  render(
    <ApolloProvider client={createApolloClient({ fetch: fakeFetch(gateway, calls) })}>
      <ThemeProvider theme={staffTheme}>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            <LocationProbe />
            <LeaveGuardProvider>
              {gateway.AuthState ? <AuthProvider>{routes}</AuthProvider> : routes}
            </LeaveGuardProvider>
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </ApolloProvider>,
  );
  return { calls, location };
}
