import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_CARD_TEXTS } from '@portal/domain/sign-in-card-texts';
import { KNOWN_PASSWORD, addGroup, addPerson, addSchool } from '../../api/src/testing/school-world.js';
import { Caller, signedIn, startStack, withoutViewer, type Stack } from './stack.js';

/*
 * Sign-in cards through GraphQL (issue 36): `printSignInCards` is POST
 * /groups/{id}/sign-in-cards, its cards' students read in one batch;
 * `signInWithCard` is POST /auth/signin/card and signs the student in;
 * `School.signInCardsEnabled` and `updateSchool` carry the school setting.
 */

const PRINT = `mutation($groupId: ID!) { printSignInCards(groupId: $groupId) { cards { userId code url student { firstName lastName } } } }`;
const CARD_SIGN_IN = `mutation($input: CardSignInInput!) { signInWithCard(input: $input) { role user { id } } }`;
const ME = `{ me { id } }`;
const SETTING = `mutation($on: Boolean!) { updateSchool(input: { signInCardsEnabled: $on }) { signInCardsEnabled } }`;

interface Card {
  userId: string;
  code: string;
  url: string;
  student: { firstName: string; lastName: string };
}

let stack: Stack;
let admin: Caller;
let owner: Caller;
let parent: Caller;
let group: string;
let studentIds: string[];

beforeAll(async () => {
  stack = await startStack();
  const { db } = stack.database;
  const school = await addSchool(db, 'Hill Primary');
  const head = await addPerson(db, { schoolId: school, roles: ['admin', 'teacher'] });
  const teacher = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  const mum = await addPerson(db, { schoolId: school, roles: ['parent'] });
  const students = [
    await addPerson(db, { schoolId: school, roles: ['student'], firstName: 'Ava', lastName: 'Apple' }),
    await addPerson(db, { schoolId: school, roles: ['student'], firstName: 'Bo', lastName: 'Berry' }),
  ];
  studentIds = students.map((student) => student.id);
  group = await addGroup(db, { schoolId: school, name: 'Blue', owners: [teacher.id], students: studentIds });
  admin = await signedIn(stack, head.email, KNOWN_PASSWORD);
  owner = await signedIn(stack, teacher.email, KNOWN_PASSWORD);
  parent = await signedIn(stack, mum.email, KNOWN_PASSWORD);
});
afterAll(async () => {
  await stack.close();
});

async function print(caller: Caller) {
  return caller.graphql<{ printSignInCards: { cards: Card[] } }>(PRINT, { groupId: group });
}

describe('sign-in cards through GraphQL', () => {
  it("prints the group's cards with their students read in one batch, and a card signs its student in", async () => {
    stack.restCalls.length = 0;
    const answer = await print(owner);
    expect(answer.errors).toBeUndefined();
    const cards = answer.data?.printSignInCards.cards ?? [];
    expect(cards.map((card) => card.student)).toEqual([
      { firstName: 'Ava', lastName: 'Apple' },
      { firstName: 'Bo', lastName: 'Berry' },
    ]);
    expect(withoutViewer(stack.restCalls)).toEqual([
      expect.stringMatching(/^POST \/api\/v1\/groups\/.+\/sign-in-cards$/),
      'GET /api/v1/users',
    ]);

    const student = new Caller(stack.origin);
    const signIn = await student.graphql<{ signInWithCard: { role: string; user: { id: string } } }>(CARD_SIGN_IN, {
      input: { code: cards[1]?.code },
    });
    expect(signIn.errors).toBeUndefined();
    expect(signIn.data?.signInWithCard).toEqual({ role: 'STUDENT', user: { id: studentIds[1] } });
    expect((await student.graphql<{ me: { id: string } }>(ME)).data?.me.id).toBe(studentIds[1]);
  });

  it("refuses a parent before any upstream call, and a visitor's wrong code with the API's message", async () => {
    stack.restCalls.length = 0;
    expect((await print(parent)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(withoutViewer(stack.restCalls)).toEqual([]);
    const wrong = await new Caller(stack.origin).graphql(CARD_SIGN_IN, { input: { code: 'ABCDE-FGHJK' } });
    expect(wrong.errors?.[0]).toMatchObject({
      message: SIGN_IN_CARD_TEXTS.codeRefused,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('turns cards off for the school, which then refuses them with the reason', async () => {
    const [card] = (await print(admin)).data?.printSignInCards.cards ?? [];
    const off = await admin.graphql<{ updateSchool: { signInCardsEnabled: boolean } }>(SETTING, { on: false });
    expect(off.data?.updateSchool.signInCardsEnabled).toBe(false);
    try {
      const refused = await new Caller(stack.origin).graphql(CARD_SIGN_IN, { input: { code: card?.code } });
      expect(refused.errors?.[0]).toMatchObject({
        message: SIGN_IN_CARD_TEXTS.cardsOff,
        extensions: { code: 'FORBIDDEN' },
      });
      expect((await print(owner)).errors?.[0]?.message).toBe(SIGN_IN_CARD_TEXTS.cardsOff);
    } finally {
      await admin.graphql(SETTING, { on: true });
    }
  });
});
