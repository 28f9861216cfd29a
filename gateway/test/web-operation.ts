import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';

const WEB = fileURLToPath(new URL('../../web/src', import.meta.url));

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

/**
 * The web client's operation `name` as it sends it (its `.graphql` file and
 * every fragment it spreads, from any file), so a gateway test measures the
 * page's own query rather than a copy of it.
 */
export function webOperation(name: string): string {
  const definitions = graphqlFiles(WEB).flatMap((file) => parse(readFileSync(file, 'utf8')).definitions);
  const fragments = new Map(
    definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const operation = definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.name?.value === name,
  );
  if (!operation) throw new Error(`the web client has no operation ${name}`);
  const needed: DefinitionNode[] = [operation];
  const seen = new Set<string>();
  for (let index = 0; index < needed.length; index += 1) {
    visit(needed[index] as DefinitionNode, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !seen.has(spread.name.value)) {
          seen.add(spread.name.value);
          needed.push(fragment);
        }
      },
    });
  }
  return needed.map((definition) => print(definition)).join('\n');
}
