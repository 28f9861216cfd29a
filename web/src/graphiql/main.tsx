import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The GraphiQL playground, built into our own bundle so the gateway can serve
 * it at GET /graphql without loading anything from a CDN. Requests go to the
 * same origin with the session cookie, so they run as the signed-in user.
 */
const fetcher = createGraphiQLFetcher({ url: '/graphql' });

const container = document.getElementById('graphiql');
if (!container) throw new Error('graphiql.html has no #graphiql element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} />
  </StrictMode>,
);
