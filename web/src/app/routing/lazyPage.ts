import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page loaded when its route first renders, whose chunk can also be fetched before that. */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts downloading the page's chunk (once: later calls, and the first render, share the promise). */
  preload(): Promise<ComponentType>;
};

/**
 * A route's page as its own chunk (React.lazy), with `preload`: the portal
 * starts fetching the chunk of the page being opened while its first
 * requests (the auth status, the signed-in frame) are under way, rather than
 * only once the frame renders the page (issue 37's page budget).
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(
    lazy(() => preload().then((Page) => ({ default: Page }))),
    { preload },
  );
}
