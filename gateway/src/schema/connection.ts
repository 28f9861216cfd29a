import { GraphQLError } from 'graphql';
import { Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { ERROR_KINDS, LARGEST_PAGE } from '@portal/domain';

@ObjectType({ description: 'Where this page sits in the whole list, and the cursors to page on from it.' })
export class PageInfo {
  @Field(() => Boolean, { description: 'True when more items follow the last one of this page.' })
  hasNextPage!: boolean;

  @Field(() => Boolean, { description: 'True when this page does not start at the first item of the list.' })
  hasPreviousPage!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The cursor of this page's first item; null when the page is empty.",
  })
  startCursor!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The cursor of this page's last item, to pass as `after` for the next page; null when the page is empty.",
  })
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
  @ObjectType(`${name}Edge`, { description: `One ${name} of a page, with its cursor.` })
  class EdgeType {
    @Field(() => String, {
      description: "An opaque string marking this item's place in the list; pass it as `after` to start after it.",
    })
    cursor!: string;

    @Field(() => nodeType, { description: `The ${name} itself.` })
    node!: T;
  }

  // Not reachable from the schema itself: only its named subclasses are emitted.
  @ObjectType({ description: `One page of a list of ${name} items, in the list's order.` })
  abstract class ConnectionType {
    @Field(() => [EdgeType], { description: 'The items of this page, at most `first` of them; empty past the end.' })
    edges!: Edge<T>[];

    @Field(() => PageInfo, { description: 'Whether there are items before or after this page, and its cursors.' })
    pageInfo!: PageInfo;

    @Field(() => Int, { description: 'How many there are in all, across every page.' })
    totalCount!: number;
  }
  return ConnectionType;
}

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
      extensions: { code: ERROR_KINDS.badRequest.graphql, field: 'after' },
    });
  }
  return offset + 1;
}

export function checkFirst(first: number): number {
  if (!Number.isInteger(first) || first < 1 || first > LARGEST_PAGE) {
    throw new GraphQLError(`first must be between 1 and ${LARGEST_PAGE}.`, {
      extensions: { code: ERROR_KINDS.badRequest.graphql },
    });
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

/** Where a page starts and how long it is, checked, from a field's `first` and `after`. */
export interface Page {
  first: number;
  offset: number;
}

export function pageOf({ first, after }: { first: number; after?: string | null | undefined }): Page {
  return { first: checkFirst(first), offset: offsetAfter(after) };
}

/** A connection over a list the parent object already holds whole (a group's owners and student ids). */
export function sliceConnection<T>(all: T[], page: Page): ConnectionShape<T> {
  return connectionOf(all.slice(page.offset, page.offset + page.first), page.offset, all.length);
}
