import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from './build-schema.js';
import { SCHEMA_FILE, printGatewaySchema } from './print-schema.js';

describe('role rules in the schema', () => {
  const schema = buildGatewaySchema();
  const rootFields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
    type ? Object.values(type.getFields()).map((field) => ({ type: type.name, field })) : [],
  );

  it('declares who may call every Query and Mutation field', () => {
    expect(rootFields.length).toBeGreaterThan(0);
    const unguarded = rootFields
      .filter(({ field }) => {
        const names = field.astNode?.directives?.map((d) => d.name.value) ?? [];
        return names.filter((n) => n === 'auth' || n === 'public').length !== 1;
      })
      .map(({ type, field }) => `${type}.${field.name}`);
    expect(unguarded).toEqual([]);
  });

  it('keeps the committed schema.graphql in step with the classes (run `npm run schema`)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(printGatewaySchema());
  });

  it('prints the role rules in the SDL', () => {
    const sdl = printGatewaySchema();
    expect(sdl).toMatch(/me: User! @auth\b/);
    expect(sdl).toMatch(/signIn\(input: SignInInput!\): SignInPayload! @public/);
  });
});
