import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider } from '@mui/material';
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createApolloClient } from '../graphql/createApolloClient';
import { staffTheme } from '../ui/theme';
import { ToastProvider } from '../ui/ToastProvider';

/**
 * Renders a page against a fake gateway, for page tests: the real Apollo
 * client, error wrapper, toasts and router, with each operation answered by
 * the test by name. The real gateway is tested in gateway/ and end to end.
 */

export interface GatewayAnswer {
  data?: unknown;
  errors?: { message: string; extensions: { code: string } }[];
}
export type FakeGateway = Record<
  string,
  (variables: Record<string, unknown>) => GatewayAnswer | Promise<GatewayAnswer>
>;

export interface GatewayCall {
  operationName: string;
  variables: Record<string, unknown>;
}

export const failure = (code: string, message = 'Refused'): GatewayAnswer => ({
  errors: [{ message, extensions: { code } }],
});

export interface RenderOptions {
  /** The URL the page is opened at. */
  path?: string;
  /** The route pattern the page is mounted on, for its params. */
  route?: string;
}

export function renderWithGateway(
  page: ReactNode,
  gateway: FakeGateway,
  { path = '/', route = '*' }: RenderOptions = {},
) {
  const calls: GatewayCall[] = [];
  const location = { pathname: path };
  const fakeFetch: typeof fetch = async (_url, init) => {
    const call = JSON.parse(String(init?.body)) as GatewayCall;
    calls.push(call);
    const handler = gateway[call.operationName];
    if (!handler) throw new Error(`unexpected ${call.operationName}`);
    const answer = await handler(call.variables ?? {});
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
  function LocationProbe() {
    const { pathname } = useLocation();
    useEffect(() => {
      location.pathname = pathname;
    }, [pathname]);
    return null;
  }
  render(
    <ApolloProvider client={createApolloClient({ fetch: fakeFetch })}>
      <ThemeProvider theme={staffTheme}>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            <LocationProbe />
            <Routes>
              <Route path={route} element={page} />
              <Route path="*" element={<p>Another page</p>} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </ApolloProvider>,
  );
  return { calls, location };
}
