import { join } from 'node:path';
import ts from 'typescript';

/*
 * Which REST calls each GraphQL field's resolver can make, read from the
 * gateway's source with TypeScript's own checker (no running server).
 *
 * A call is `rest.get('/api/v1/…')` (or getUnless, post, put, patch, delete,
 * events) on a RestClient, with the path as a literal: the generated `paths`
 * type already forces the path to be one of the OpenAPI document's. From a
 * resolver method (and its decorator's options, where a subscription's
 * `subscribe` lives) the walk follows every function, method and constant of
 * gateway/src it names, and every interface member it names to the object
 * literals that implement it: `context.loaders.usersById` leads to the
 * `usersById:` of createLoaders, `context.viewer()` to the context's
 * `viewer()`. Only the last member of a chain is followed (`context.loaders`
 * in `context.loaders.usersById` is not, or every field would reach every
 * loader), and parameters are never followed: what a helper does with a
 * loader it is given is credited where the loader is named.
 */

const REST_METHODS: Record<string, string> = {
  get: 'GET',
  getUnless: 'GET',
  events: 'GET',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  delete: 'DELETE',
};

const ROOT_DECORATORS: Record<string, string | undefined> = {
  Query: 'Query',
  Mutation: 'Mutation',
  Subscription: 'Subscription',
  FieldResolver: undefined,
};

export interface ResolverRestCalls {
  /** "Type.field" → the REST calls ("METHOD /api/v1/…") its resolver can make. */
  fields: Map<string, Set<string>>;
  /** RestClient calls whose path is not a literal, as "file:line": no field can be credited with them. */
  unreadable: string[];
}

function decoratorName(decorator: ts.Decorator): string | undefined {
  const call = decorator.expression;
  return ts.isCallExpression(call) && ts.isIdentifier(call.expression) ? call.expression.text : undefined;
}

function decoratorCall(node: ts.Node, names: readonly string[]): ts.CallExpression | undefined {
  const decorator = (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : []).find((d) =>
    names.includes(decoratorName(d) ?? ''),
  );
  return decorator && ts.isCallExpression(decorator.expression) ? decorator.expression : undefined;
}

export function resolverRestCalls(gatewayDir: string): ResolverRestCalls {
  const srcDir = join(gatewayDir, 'src');
  const configPath = join(gatewayDir, 'tsconfig.json');
  const config = ts.parseJsonConfigFileContent(
    ts.readConfigFile(configPath, ts.sys.readFile).config,
    ts.sys,
    gatewayDir,
  );
  const rootNames = config.fileNames.filter((file) => file.startsWith(srcDir) && !file.endsWith('.test.ts'));
  const program = ts.createProgram({ rootNames, options: config.options });
  const checker = program.getTypeChecker();
  const sources = program
    .getSourceFiles()
    .filter((file) => file.fileName.startsWith(srcDir) && !file.fileName.includes('/generated/'));
  const isOurs = (node: ts.Node) => sources.includes(node.getSourceFile());

  const implementations = indexImplementations(sources, checker);
  const unreadable: string[] = [];

  /** "METHOD /api/v1/…" when `node` is a call of the REST client; records an unreadable path. */
  function restCall(node: ts.CallExpression): string | undefined {
    const callee = node.expression;
    if (!ts.isPropertyAccessExpression(callee)) return undefined;
    const method = REST_METHODS[callee.name.text];
    if (!method || checker.getTypeAtLocation(callee.expression).getSymbol()?.getName() !== 'RestClient') {
      return undefined;
    }
    const path = node.arguments.find(ts.isStringLiteralLike);
    if (!path) {
      const { line } = node.getSourceFile().getLineAndCharacterOfPosition(node.getStart());
      unreadable.push(`${node.getSourceFile().fileName.slice(srcDir.length + 1)}:${line + 1}`);
      return undefined;
    }
    return `${method} ${path.text}`;
  }

  /** The REST calls reachable from `roots`. */
  function callsFrom(roots: readonly ts.Node[]): Set<string> {
    const calls = new Set<string>();
    const visited = new Set<ts.Node>();

    function enter(node: ts.Node): void {
      if (visited.has(node)) return;
      visited.add(node);
      walk(node, false);
    }

    /** Follows what `name` refers to; whether it was something of ours to follow. */
    function follow(name: ts.MemberName): boolean {
      let symbol = checker.getSymbolAtLocation(name);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      let followed = false;
      for (const declaration of symbol?.declarations ?? []) {
        if (!isOurs(declaration)) continue;
        const body = bodyOf(declaration);
        if (body) {
          followed = true;
          enter(body);
        }
        for (const implementation of implementations.get(declaration) ?? []) {
          followed = true;
          enter(implementation);
        }
      }
      return followed;
    }

    function walk(node: ts.Node, suppressed: boolean): void {
      if (ts.isCallExpression(node)) {
        const call = restCall(node);
        if (call) calls.add(call);
      }
      if (ts.isPropertyAccessExpression(node)) {
        const followed = !suppressed && follow(node.name);
        walk(node.expression, suppressed || followed);
        return;
      }
      if (ts.isIdentifier(node)) {
        if (!suppressed) follow(node);
        return;
      }
      ts.forEachChild(node, (child) => walk(child, false));
    }

    for (const root of roots) enter(root);
    return calls;
  }

  const fields = new Map<string, Set<string>>();
  for (const source of sources) {
    ts.forEachChild(source, function visit(node) {
      if (!ts.isClassDeclaration(node)) return;
      const resolver = decoratorCall(node, ['Resolver']);
      if (!resolver) return;
      const parentType = resolvedTypeName(resolver, checker);
      for (const member of node.members) {
        const decorator = decoratorCall(member, Object.keys(ROOT_DECORATORS));
        if (!decorator || !ts.isMethodDeclaration(member) || !member.body) continue;
        const kind = decoratorName(decorator.parent as ts.Decorator) ?? '';
        const typeName = ROOT_DECORATORS[kind] ?? parentType;
        const fieldName = nameOption(decorator) ?? member.name.getText();
        const key = `${typeName ?? '?'}.${fieldName}`;
        const calls = callsFrom([member.body, ...decorator.arguments]);
        fields.set(key, new Set([...(fields.get(key) ?? []), ...calls]));
      }
    });
  }
  return { fields, unreadable: [...new Set(unreadable)] };
}

/** What following a declaration walks: a function's body, a constant's or property's value. */
function bodyOf(declaration: ts.Declaration): ts.Node | undefined {
  if (
    ts.isFunctionDeclaration(declaration) ||
    ts.isMethodDeclaration(declaration) ||
    ts.isGetAccessorDeclaration(declaration) ||
    ts.isArrowFunction(declaration) ||
    ts.isFunctionExpression(declaration)
  ) {
    return declaration.body;
  }
  if (ts.isVariableDeclaration(declaration) || ts.isPropertyDeclaration(declaration)) return declaration.initializer;
  if (ts.isPropertyAssignment(declaration)) return declaration.initializer;
  return undefined;
}

/**
 * Interface members (by declaration) → the object-literal members that
 * implement them: each object literal of ours typed by its context (a
 * declared return type, a typed variable) gives its members to that type's.
 */
function indexImplementations(sources: readonly ts.SourceFile[], checker: ts.TypeChecker): Map<ts.Node, ts.Node[]> {
  const index = new Map<ts.Node, ts.Node[]>();
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const contextual = checker.getContextualType(node);
      for (const property of contextual ? node.properties : []) {
        const name = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
        const member = name && contextual && checker.getPropertyOfType(checker.getApparentType(contextual), name);
        const value = ts.isPropertyAssignment(property)
          ? property.initializer
          : ts.isMethodDeclaration(property)
            ? property.body
            : undefined;
        for (const declaration of (member && value && member.declarations) || []) {
          if (ts.isPropertySignature(declaration) || ts.isMethodSignature(declaration)) {
            index.set(declaration, [...(index.get(declaration) ?? []), value as ts.Node]);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  sources.forEach(visit);
  return index;
}

/** The GraphQL name of `@Resolver(() => X)`'s X: its `@ObjectType('Name')`, or the class name. */
function resolvedTypeName(resolver: ts.CallExpression, checker: ts.TypeChecker): string | undefined {
  const [typeFunction] = resolver.arguments;
  if (!typeFunction || !ts.isArrowFunction(typeFunction) || !ts.isIdentifier(typeFunction.body)) return undefined;
  let symbol = checker.getSymbolAtLocation(typeFunction.body);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.declarations?.find(ts.isClassDeclaration);
  const objectType = declaration && decoratorCall(declaration, ['ObjectType', 'InterfaceType']);
  const [first] = objectType?.arguments ?? [];
  return first && ts.isStringLiteralLike(first) ? first.text : symbol?.getName();
}

/** A field decorator's `{ name: '…' }` option, when it renames the field. */
function nameOption(decorator: ts.CallExpression): string | undefined {
  for (const argument of decorator.arguments) {
    if (!ts.isObjectLiteralExpression(argument)) continue;
    for (const property of argument.properties) {
      if (
        ts.isPropertyAssignment(property) &&
        property.name.getText() === 'name' &&
        ts.isStringLiteralLike(property.initializer)
      ) {
        return property.initializer.text;
      }
    }
  }
  return undefined;
}
