import { rolesWith, type Role } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { GROUP_MANAGE_RULES, GROUP_RULES, PERSON_CAPABILITY, PERSON_RULES, type PersonAction } from './rules.js';

describe('person rules and the domain capabilities', () => {
  it.each(Object.keys(PERSON_RULES) as PersonAction[])(
    'open %s to exactly the roles holding its capability',
    (action) => {
      const rule: Partial<Record<Role, unknown>> = PERSON_RULES[action];
      const withRelations = Object.keys(rule).sort();
      expect(withRelations).toEqual([...rolesWith(PERSON_CAPABILITY[action])].sort());
    },
  );

  it('let the roles acting on the whole school be those with the school relation on set-password and link decisions', () => {
    const schoolWide = (rule: Partial<Record<Role, readonly string[]>>) =>
      Object.entries(rule)
        .filter(([, relations]) => relations?.includes('school'))
        .map(([role]) => role)
        .sort();
    expect(schoolWide(PERSON_RULES.setPassword)).toEqual([...rolesWith('actOnWholeSchool')].sort());
    expect(schoolWide(PERSON_RULES.decideParentLink)).toEqual([...rolesWith('actOnWholeSchool')].sort());
  });
});

describe('group rules and the domain capabilities', () => {
  it('let exactly the roles holding manageGroups manage groups, never more groups than they see', () => {
    expect(Object.keys(GROUP_MANAGE_RULES).sort()).toEqual([...rolesWith('manageGroups')].sort());
    for (const [role, relations] of Object.entries(GROUP_MANAGE_RULES) as [Role, readonly string[]][]) {
      expect(GROUP_RULES[role], role).toEqual(expect.arrayContaining([...relations]));
    }
  });
});
