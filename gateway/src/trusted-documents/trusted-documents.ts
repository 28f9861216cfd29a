import { DEFAULT_LIMITS } from '../limits/limits-config.js';
import { createHash } from 'node:crypto';
import { parse, print } from 'graphql';
import manifest from './generated/persisted-query-manifest.json' with { type: 'json' };

/** One operation of Apollo's persisted query manifest (written by `npm run codegen`). */
export interface ManifestOperation {
  /** The sha256 of `body`, in hex: what Apollo's `extensions.persistedQuery.sha256Hash` names. */
  id: string;
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  /** The document exactly as Apollo Client sends it (`__typename` added, fragments included). */
  body: string;
}

/** The web client's operations, from the manifest codegen writes beside this file. */
export const WEB_OPERATIONS = manifest.operations as ManifestOperation[];

/** The hex sha256 of a document's text, as Apollo Server and Apollo Client compute it. */
export function documentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * A document's definitions, each printed, in one fixed order: the same
 * operation with its fragments in any order and any layout gives the same
 * text. The web client prints an operation's fragments in codegen's order and
 * the manifest in Apollo's sorted one; both are this one document.
 */
function canonical(text: string, maxTokens: number): string | undefined {
  try {
    return parse(text, { noLocation: true, maxTokens })
      .definitions.map((definition) => print(definition))
      .sort()
      .join('\n\n');
  } catch {
    return undefined;
  }
}

/**
 * The documents a browser session may run when GRAPHQL_TRUSTED_DOCUMENTS is
 * on: the web client's own operations, asked for by their hash or sent in
 * full. Sent in full, a document is trusted when it is one of them, whatever
 * its layout or the order of its fragments: the operation run is the same.
 */
export class TrustedDocuments {
  private readonly bodies: Map<string, string>;
  private readonly canonicals: Set<string>;

  constructor(
    operations: readonly ManifestOperation[] = WEB_OPERATIONS,
    private readonly maxTokens = DEFAULT_LIMITS.maxTokens,
  ) {
    this.bodies = new Map(operations.map((operation) => [operation.id, operation.body]));
    this.canonicals = new Set(operations.flatMap((operation) => canonical(operation.body, Infinity) ?? []));
  }

  /** The document whose hash is `id`, if it is a trusted one. */
  bodyOf(id: string): string | undefined {
    return this.bodies.get(id);
  }

  /** Whether `text` is a trusted document; `hash`, its sha256 when already known, saves hashing it again. */
  has(text: string, hash = documentHash(text)): boolean {
    if (this.bodies.has(hash)) return true;
    const key = canonical(text, this.maxTokens);
    return key !== undefined && this.canonicals.has(key);
  }
}
