import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

export interface ApolloClientOptions {
  uri?: string;
  /** Tests pass a fake gateway here. */
  fetch?: typeof fetch;
}

/** The portal's client: the gateway on the same origin, with the session cookie. */
export function createApolloClient({ uri = '/graphql', fetch }: ApolloClientOptions = {}): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'same-origin', fetch }),
    cache: new InMemoryCache({
      // An assignment's activities (no ids of their own) are replaced by each answer, as the server orders them.
      typePolicies: { Assignment: { fields: { activities: { merge: false } } } },
    }),
  });
}
