/** The gateway's subscription socket on this origin (graphql-ws on /graphql): the app's live pages and GraphiQL. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}
