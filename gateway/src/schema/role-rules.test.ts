import { readFileSync } from 'node:fs';
import { Kind, isObjectType } from 'graphql';
import { isCapability } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from './build-schema.js';
import { SCHEMA_FILE, printGatewaySchema } from './print-schema.js';

describe('access rules in the schema', () => {
  const schema = buildGatewaySchema();
  const rootFields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
    type ? Object.values(type.getFields()).map((field) => ({ type: type.name, field })) : [],
  );
  const allFields = Object.values(schema.getTypeMap()).flatMap((type) =>
    isObjectType(type) ? Object.values(type.getFields()).map((field) => ({ type: type.name, field })) : [],
  );

  it('declares who may call every Query and Mutation field: @public, @auth, or @auth(requires: capability)', () => {
    expect(rootFields.length).toBeGreaterThan(0);
    const unguarded = rootFields
      .filter(({ field }) => {
        const names = field.astNode?.directives?.map((d) => d.name.value) ?? [];
        return names.filter((n) => n === 'auth' || n === 'public').length !== 1;
      })
      .map(({ type, field }) => `${type}.${field.name}`);
    expect(unguarded).toEqual([]);
  });

  it('names only capabilities of domain/src/capabilities.ts, as a string literal', () => {
    const unknown = allFields.flatMap(({ type, field }) =>
      (field.astNode?.directives ?? [])
        .filter((directive) => directive.name.value === 'auth')
        .flatMap((directive) => directive.arguments ?? [])
        .filter(
          ({ name, value }) => name.value !== 'requires' || value.kind !== Kind.STRING || !isCapability(value.value),
        )
        .map(() => `${type}.${field.name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('keeps the committed schema.graphql in step with the classes (run `npm run schema`)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(printGatewaySchema());
  });

  it('prints the access rules in the SDL', () => {
    const sdl = printGatewaySchema();
    expect(sdl).toMatch(/me: User! @auth\b/);
    expect(sdl).toMatch(
      /deleteUsers\([^)]*input: UserIdsInput!\s*\): DeleteUsersPayload! @auth\(requires: "deletePeople"\)/,
    );
    expect(sdl).toMatch(/signIn\([^)]*input: SignInInput!\s*\): SignInPayload! @public/);
  });
});
