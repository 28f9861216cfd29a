import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { parse } from 'yaml';

// No Docker engine runs here, so what would break `docker compose up` in
// production is checked by reading the files: docker-compose.yml, the
// Dockerfile, docker/nginx/portal.conf and the Keycloak realm.

export const ROOT = join(import.meta.dirname, '..', '..');
export const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

export interface Healthcheck {
  test?: string[] | string;
  disable?: boolean;
}
export interface Service {
  image?: string;
  build?: { context: string; target?: string };
  command?: string[];
  entrypoint?: string[];
  restart?: string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  healthcheck?: Healthcheck;
  depends_on?: Record<string, { condition: string }> | string[];
  deploy?: { replicas?: number };
}
export const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service>; volumes?: object };
export const services = compose.services;
export const service = (name: string): Service => {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
};
export const env = (name: string, key: string): string => {
  const value = service(name).environment?.[key];
  if (value === undefined) throw new Error(`${name} sets no ${key}`);
  return value;
};
export const healthcheckText = (name: string): string => {
  const test = service(name).healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : (test ?? '');
};

/** Services that run once and exit (a dependency others wait to complete), as against those that keep running. */
export const oneShot = new Set(
  Object.values(services).flatMap((one) =>
    Object.entries(Array.isArray(one.depends_on) ? {} : (one.depends_on ?? {}))
      .filter(([, { condition }]) => condition === 'service_completed_successfully')
      .map(([name]) => name),
  ),
);

export const dockerfile = DockerfileParser.parse(read('Dockerfile'));
/** A build stage's own instructions, by its name (`FROM … AS name`). */
export function stage(name: string): Instruction[] {
  const instructions = dockerfile.getInstructions();
  const start = instructions.findIndex(
    (instruction) =>
      instruction.getKeyword() === 'FROM' && / AS (\S+)$/i.exec(instruction.getArgumentsContent() ?? '')?.[1] === name,
  );
  if (start < 0) throw new Error(`the Dockerfile has no stage "${name}"`);
  const end = instructions.findIndex((instruction, index) => index > start && instruction.getKeyword() === 'FROM');
  return instructions.slice(start, end < 0 ? undefined : end);
}
/** The stage a stage builds FROM, when it is another stage of the file. */
export function parentStage(name: string): string | undefined {
  const from = stage(name)[0]!.getArgumentsContent() ?? '';
  const image = from.split(/\s+/)[0]!;
  return dockerfile.getFROMs().some((one) => one.getBuildStage() === image) ? image : undefined;
}
/** A stage's instructions with those of the stages it builds on, oldest first. */
export function stageChain(name: string): Instruction[] {
  const parent = parentStage(name);
  return [...(parent ? stageChain(parent) : []), ...stage(name)];
}
/** Each `keyword` instruction as written after the keyword, its flags (`--from=build`) first. */
export const argumentsOf = (instructions: Instruction[], keyword: string) =>
  instructions
    .filter((one) => one.getKeyword() === keyword)
    .map((one) => {
      const flags = 'getFlags' in one && typeof one.getFlags === 'function' ? (one.getFlags() as object[]) : [];
      return [...flags.map(String), one.getArgumentsContent() ?? ''].join(' ');
    });

export const nginx = read('docker/nginx/portal.conf');
/** The body of an nginx block opened by `head {` (one level of nesting is enough for our file). */
export function nginxBlock(head: string): string {
  const start = nginx.indexOf(`${head} {`);
  if (start < 0) throw new Error(`portal.conf has no "${head}" block`);
  let depth = 0;
  for (let index = nginx.indexOf('{', start); index < nginx.length; index += 1) {
    if (nginx[index] === '{') depth += 1;
    if (nginx[index] === '}' && --depth === 0) return nginx.slice(start, index + 1);
  }
  throw new Error(`"${head}" is never closed`);
}
/** The `server { … }` block that listens on a port. */
export function nginxServer(port: string): string {
  const found = nginx.split(/^server \{$/m).find((block) => block.includes(`listen ${port};`));
  if (!found) throw new Error(`portal.conf has no server listening on ${port}`);
  return found.slice(0, found.indexOf('\n}'));
}
export const upstreamServer = (name: string) => /server (\S+) resolve;/.exec(nginxBlock(`upstream ${name}`))?.[1];

export const realm = JSON.parse(read('docker/keycloak/portal-realm.json')) as {
  realm: string;
  clients: {
    clientId: string;
    publicClient: boolean;
    standardFlowEnabled: boolean;
    implicitFlowEnabled: boolean;
    directAccessGrantsEnabled: boolean;
    redirectUris: string[];
    webOrigins: string[];
    attributes: Record<string, string>;
  }[];
  users: {
    username: string;
    email: string;
    emailVerified: boolean;
    enabled: boolean;
    firstName: string;
    lastName: string;
    credentials: { type: string; value: string; temporary: boolean }[];
  }[];
};

/** The one origin the browser sees: the origin service's published port. */
export const ORIGIN = 'http://localhost:8080';

/** The packages (not node: built-ins) a set of TypeScript entry files reach through their static, non-type imports. */
export function importedPackages(entries: string[]): Set<string> {
  const builtins = new Set(builtinModules);
  const packages = new Set<string>();
  const seen = new Set<string>();
  const pending = entries.map((entry) => join(ROOT, entry));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const specifiers = [
      ...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]/gm),
      ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
    ].map((match) => match[1]!);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.') && specifier.endsWith('.json')) {
        // Data the build copies beside the code (resolveJsonModule): it imports nothing.
        if (!existsSync(join(dirname(file), specifier))) throw new Error(`${relative(ROOT, file)}: no ${specifier}`);
        continue;
      }
      if (specifier.startsWith('.')) {
        const target = join(dirname(file), specifier).replace(/\.js$/, '');
        const resolved = [`${target}.ts`, `${target}.tsx`, join(target, 'index.ts')].find((path) => existsSync(path));
        if (!resolved) throw new Error(`${relative(ROOT, file)}: cannot resolve ${specifier}`);
        pending.push(resolved);
        continue;
      }
      if (specifier.startsWith('node:') || builtins.has(specifier)) continue;
      const parts = specifier.split('/');
      packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
    }
  }
  return packages;
}
