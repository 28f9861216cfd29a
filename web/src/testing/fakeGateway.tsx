import { render } from '@testing-library/react';
import { App } from '../app/App';
import { createApolloClient } from '../shared/graphql/createApolloClient';

/*
 * The whole app against a fake gateway, through the fetch the Apollo client
 * accepts: each operation name maps to an answer, and every request the app
 * makes is recorded in order. The real gateway is tested in gateway/ and end
 * to end in tests/.
 */

export type Answer = { data?: unknown; errors?: { message: string; extensions: { code: string } }[] };
export type Gateway = Record<string, (variables: Record<string, unknown>) => Answer | Promise<Answer>>;

export type GraphQLRole = 'ADMIN' | 'TEACHER' | 'STUDENT' | 'PARENT' | 'ROOT';

export const visitor = (): Answer => ({
  data: { authStatus: { __typename: 'AuthStatus', authenticated: false, role: null, roles: [] } },
});

/** Signed in with `role` as the primary role, holding the other roles too. */
export const signedInAs =
  (role: GraphQLRole, ...others: GraphQLRole[]) =>
  (): Answer => ({
    data: { authStatus: { __typename: 'AuthStatus', authenticated: true, role, roles: [role, ...others] } },
  });

export const failure = (code: string, message: string): Answer => ({ errors: [{ message, extensions: { code } }] });

/** Renders the app at `path`; returns the operation names requested, one per fetch, as they happen. */
export function renderApp(path: string, gateway: Gateway): string[] {
  const calls: string[] = [];
  const fakeFetch: typeof fetch = async (_url, init) => {
    const { operationName, variables } = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables: Record<string, unknown>;
    };
    calls.push(operationName);
    const handler = gateway[operationName];
    if (!handler) throw new Error(`unexpected ${operationName}`);
    return new Response(JSON.stringify(await handler(variables)), { headers: { 'content-type': 'application/json' } });
  };
  window.history.pushState({}, '', path);
  render(<App client={createApolloClient({ fetch: fakeFetch })} />);
  return calls;
}
