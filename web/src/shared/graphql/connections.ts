/** A connection as any operation selects it: at least its edges' nodes. */
export interface Edges<T> {
  edges: readonly { node: T }[];
}

/** The nodes of a connection's page, in order. */
export function nodesOf<T>({ edges }: Edges<T>): T[] {
  return edges.map(({ node }) => node);
}
