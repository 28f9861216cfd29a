import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPageAt } from './app/routing/preloadPage';
import { createApolloClient } from './shared/graphql/createApolloClient';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadPageAt(window.location.pathname);
createRoot(container).render(
  <StrictMode>
    <App client={createApolloClient()} />
  </StrictMode>,
);
