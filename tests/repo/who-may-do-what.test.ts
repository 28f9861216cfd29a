import { CAPABILITY_NAMES, ROLES, rolesWith, type Capability } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { capabilities, fieldRules } from '../../scripts/docs.mjs';

/*
 * Who may do what: the one source of role rules is domain/src/capabilities.ts,
 * and every root GraphQL field of the committed schema.graphql states its rule
 * (`@public`, `@auth` or `@auth(requires: "capability")`). `npm run docs`
 * writes docs/permissions.md's capability table from both, by reading their
 * source (generated-docs.test.ts fails when the table is stale); this checks
 * the rules themselves and that the generator reads the map as the code has it.
 */

const rules = fieldRules();

describe('who may do what', () => {
  it('gives every root GraphQL field a rule', () => {
    const root = rules.filter((field) => field.root);
    expect(root.length).toBeGreaterThan(10);
    expect(root.filter((field) => field.rule === null).map((field) => field.name)).toEqual([]);
  });

  it('requires only capabilities of domain/src/capabilities.ts', () => {
    const required = rules.flatMap((field) =>
      field.rule && field.rule !== 'public' && field.rule !== 'signed in' ? [field.rule] : [],
    );
    expect(required.length).toBeGreaterThan(0);
    expect(required.filter((name) => !(CAPABILITY_NAMES as readonly string[]).includes(name))).toEqual([]);
  });

  it("reads the capabilities' holders as the built domain has them, in the roles' order", () => {
    const read = capabilities();
    expect(read.map((capability) => capability.name)).toEqual(CAPABILITY_NAMES);
    for (const { name, roles } of read) {
      const holders = ROLES.filter((role) => (rolesWith(name as Capability) as string[]).includes(role));
      expect(`${name}: ${roles.join(', ')}`).toBe(`${name}: ${holders.join(', ')}`);
    }
  });

  it('describes every capability', () => {
    expect(
      capabilities()
        .filter((capability) => !capability.doc)
        .map((capability) => capability.name),
    ).toEqual([]);
  });
});
