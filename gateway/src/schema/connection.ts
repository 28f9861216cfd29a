import { GraphQLError } from 'graphql';
import { Field, Int, ObjectType, type ClassType } from 'type-graphql';

@ObjectType()
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => Boolean)
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true })
  startCursor!: string | null;

  @Field(() => String, { nullable: true })
  endCursor!: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface ConnectionShape<T> {
  edges: Edge<T>[];
  pageInfo: PageInfo;
  totalCount: number;
}

/**
 * A Relay-style connection type for `Node`: `edges { cursor node }`,
 * `pageInfo`, `totalCount`. Cursors encode an offset, so tables can jump pages.
 */
export function Connection<T extends object>(name: string, nodeType: ClassType<T>) {
  @ObjectType(`${name}Edge`)
  class EdgeType {
    @Field(() => String)
    cursor!: string;

    @Field(() => nodeType)
    node!: T;
  }

  // Not reachable from the schema itself: only its named subclasses are emitted.
  @ObjectType()
  abstract class ConnectionType {
    @Field(() => [EdgeType])
    edges!: Edge<T>[];

    @Field(() => PageInfo)
    pageInfo!: PageInfo;

    @Field(() => Int, { description: 'How many there are in all, across every page.' })
    totalCount!: number;
  }
  return ConnectionType;
}

export const MAX_PAGE = 100;

export function encodeCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

/** No list is longer than this; a cursor past it was not made by us. */
export const MAX_OFFSET = 10_000_000;

/** The offset a page starts at: just after the `after` cursor, or 0. */
export function offsetAfter(after: string | null | undefined): number {
  if (!after) return 0;
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(after, 'base64url').toString());
  const offset = match ? Number(match[1]) : NaN;
  if (!(offset <= MAX_OFFSET)) {
    throw new GraphQLError('after: the cursor is not valid.', {
      extensions: { code: 'BAD_USER_INPUT', field: 'after' },
    });
  }
  return offset + 1;
}

export function checkFirst(first: number): number {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) {
    throw new GraphQLError(`first must be between 1 and ${MAX_PAGE}.`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return first;
}

/** A connection over one page of nodes that starts at `offset` of `totalCount`. */
export function connectionOf<T>(nodes: T[], offset: number, totalCount: number): ConnectionShape<T> {
  const edges = nodes.map((node, index) => ({ cursor: encodeCursor(offset + index), node }));
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage: offset + nodes.length < totalCount,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** A connection over a list held whole in memory (short lists: a school's groups). */
export function sliceConnection<T>(all: T[], first: number, after?: string | null): ConnectionShape<T> {
  const offset = offsetAfter(after);
  return connectionOf(all.slice(offset, offset + checkFirst(first)), offset, all.length);
}
