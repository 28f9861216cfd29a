import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import progressFeed from '../../../docs/graphql-examples/progress-feed.graphql?raw';
import resultsExport from '../../../docs/graphql-examples/results-export.graphql?raw';
import rosterExport from '../../../docs/graphql-examples/roster-export.graphql?raw';
import { liveUrl } from '../shared/live/liveUrl';

/**
 * The GraphiQL playground, built into our own bundle so the gateway can serve
 * it at GET /graphql without loading anything from a CDN. Requests go to the
 * same origin with the session cookie, so they run as the signed-in user
 * while the gateway's trusted documents mode is off; an API token pasted
 * under Headers is sent with each request and never stored (the headers are
 * not persisted). Subscriptions go over the origin's socket, with the session.
 * It opens on the integrators' examples (docs/graphql-examples/, each checked
 * against the schema and the query limits by the gateway's tests).
 */
const fetcher = createGraphiQLFetcher({ url: '/graphql', subscriptionUrl: liveUrl() });

const container = document.getElementById('graphiql');
if (!container) throw new Error('graphiql.html has no #graphiql element');

createRoot(container).render(
  <StrictMode>
    <p className="token-hint">
      Requests run as whoever is signed in to the portal in this browser, where the server allows it (its trusted
      documents mode off). With an API token, enter <code>{'{"Authorization": "Bearer <your token>"}'}</code> under
      Headers below: it is sent with each request and never saved.
    </p>
    <GraphiQL
      fetcher={fetcher}
      defaultTabs={[{ query: rosterExport }, { query: resultsExport }, { query: progressFeed }]}
      defaultEditorToolsVisibility="headers"
      shouldPersistHeaders={false}
    />
  </StrictMode>,
);
