import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { possibleTypes } from '../../generated/possibleTypes';

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
      // The schema's interfaces and their types (`Result`: StudentResult, GroupResult), for fragments on them.
      possibleTypes,
      // An assignment's activities, and a progress row's (no ids of their own), are replaced by each answer or
      // live event, as the server orders them.
      typePolicies: {
        Assignment: { fields: { activities: { merge: false } } },
        ProgressReportRow: { fields: { activities: { merge: false } } },
      },
    }),
  });
}
