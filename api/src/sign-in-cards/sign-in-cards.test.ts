import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SIGN_IN_CARD_PATH, printedTypedCode } from '@portal/domain';
import { SIGN_IN_CARD_TEXTS } from '@portal/domain/sign-in-card-texts';
import { createApiToken } from '../api-tokens/api-token-store.js';
import { signInCards, users, type UserRow } from '../db/schema.js';
import { addGroup, addPerson, addSchool, sessionFor } from '../testing/school-world.js';
import { post, sessionTokenOf, startTestApi, withSession, type TestApi } from '../testing/test-api.js';

interface Card {
  userId: string;
  firstName: string;
  lastName: string;
  code: string;
  url: string;
}

let api: TestApi;
let school: string;
let otherSchool: string;
let admin: UserRow;
let owner: UserRow;
let otherTeacher: UserRow;
let otherSchoolAdmin: UserRow;
let students: UserRow[];
let group: string;

beforeAll(async () => {
  // A card names no account: its wrong codes count against the address's limit (3 here), not the pair's (1).
  api = await startTestApi({ throttle: { signInLimitPerPair: 1, signInLimitPerAddress: 3 } });
  const { db } = api.database;
  school = await addSchool(db, 'Card School');
  otherSchool = await addSchool(db, 'Other School');
  admin = await addPerson(db, { schoolId: school, roles: ['admin', 'teacher'] });
  owner = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  otherTeacher = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  otherSchoolAdmin = await addPerson(db, { schoolId: otherSchool, roles: ['admin', 'teacher'] });
  students = [
    await addPerson(db, { schoolId: school, roles: ['student'], firstName: 'Zoe', lastName: 'Adams' }),
    await addPerson(db, { schoolId: school, roles: ['student'], firstName: 'Ben', lastName: 'Brown' }),
  ];
  group = await addGroup(db, {
    schoolId: school,
    name: 'Year 5 Blue',
    owners: [owner.id],
    students: students.map((s) => s.id),
  });
});
afterAll(() => api.close());

let addressCounter = 0;
/** A fresh browser address, so one test's wrong codes do not throttle another's. */
function freshAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

async function printCards(actor: UserRow, groupId = group) {
  return api.app.inject({
    method: 'POST',
    url: `/api/v1/groups/${groupId}/sign-in-cards`,
    ...(await sessionFor(api.database.db, actor)),
  });
}

async function printedCards(actor: UserRow = owner): Promise<Card[]> {
  const response = await printCards(actor);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Card[] }).data;
}

function signInWithCard(code: unknown, address = freshAddress()) {
  return post(api.app, '/api/v1/auth/signin/card', { code }, { headers: { 'x-forwarded-for': address } });
}

function tokenOf(card: Card): string {
  return card.url.slice(card.url.indexOf('#') + 1);
}

async function setCards(enabled: boolean) {
  const response = await api.app.inject({
    method: 'PATCH',
    url: '/api/v1/school',
    payload: { signInCardsEnabled: enabled },
    ...(await sessionFor(api.database.db, admin)),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().data.signInCardsEnabled).toBe(enabled);
}

describe('sign-in cards', () => {
  it("prints a card for each of the group's students, by name, and each card signs in its student only", async () => {
    const cards = await printedCards();
    expect(cards.map((card) => `${card.firstName} ${card.lastName}`)).toEqual(['Zoe Adams', 'Ben Brown']);
    for (const [index, card] of cards.entries()) {
      expect(card.userId).toBe(students[index]?.id);
      expect(card.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);
      expect(card.url).toMatch(new RegExp(`^${SIGN_IN_CARD_PATH}#[A-Za-z0-9_-]{22}$`));
    }

    const typed = await signInWithCard(printedTypedCode(cards[1]?.code ?? '').toLowerCase());
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().data).toMatchObject({ user: { userId: students[1]?.id }, role: 'student' });
    const status = await api.app.inject({ url: '/api/v1/auth/status', ...withSession(sessionTokenOf(typed)) });
    expect(status.json().data.userId).toBe(students[1]?.id);

    const scanned = await signInWithCard(tokenOf(cards[0] as Card));
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json().data.user.userId).toBe(students[0]?.id);
  });

  it('stores no code, only hashes', async () => {
    const cards = await printedCards();
    const rows = await api.database.db.select().from(signInCards).where(eq(signInCards.schoolId, school));
    const stored = JSON.stringify(rows);
    for (const card of cards) {
      expect(stored).not.toContain(card.code);
      expect(stored).not.toContain(tokenOf(card));
    }
  });

  it('makes the old cards stop working when the group is printed again', async () => {
    const [old] = await printedCards();
    const [fresh] = await printedCards(admin);
    expect(fresh?.code).not.toBe(old?.code);
    for (const code of [old?.code, tokenOf(old as Card)]) {
      const refused = await signInWithCard(code);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.message).toBe(SIGN_IN_CARD_TEXTS.codeRefused);
      expect(sessionTokenOf(refused)).toBeUndefined();
    }
    expect((await signInWithCard(fresh?.code)).statusCode).toBe(200);
  });

  it('refuses card sign-in and printing, saying why, while the school has cards turned off', async () => {
    const [card] = await printedCards();
    await setCards(false);
    try {
      const refused = await signInWithCard(card?.code);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(SIGN_IN_CARD_TEXTS.cardsOff);
      expect(sessionTokenOf(refused)).toBeUndefined();
      const printing = await printCards(owner);
      expect(printing.statusCode).toBe(403);
      expect(printing.json().error.message).toBe(SIGN_IN_CARD_TEXTS.cardsOff);
    } finally {
      await setCards(true);
    }
    expect((await signInWithCard(card?.code)).statusCode).toBe(200);
  });

  it('never makes a card for staff or a parent, and a card stops signing in one who becomes staff', async () => {
    const { db } = api.database;
    const staffInGroup = await addPerson(db, { schoolId: school, roles: ['teacher', 'student'] });
    const parentInGroup = await addPerson(db, { schoolId: school, roles: ['parent'] });
    const student = await addPerson(db, { schoolId: school, roles: ['student'] });
    const mixed = await addGroup(db, {
      schoolId: school,
      name: 'Mixed',
      owners: [owner.id],
      students: [staffInGroup.id, parentInGroup.id, student.id],
    });
    const response = await printCards(owner, mixed);
    const cards = (response.json() as { data: Card[] }).data;
    expect(cards.map((card) => card.userId)).toEqual([student.id]);
    const rows = await db.select().from(signInCards);
    expect(rows.map((row) => row.userId)).not.toContain(staffInGroup.id);
    expect(rows.map((row) => row.userId)).not.toContain(parentInGroup.id);

    await db
      .update(users)
      .set({ roles: ['student', 'teacher'] })
      .where(eq(users.id, student.id));
    const refused = await signInWithCard(cards[0]?.code);
    expect(refused.statusCode).toBe(401);
  });

  it('refuses wrong codes from one address past the throttle, even the right one then, and not elsewhere', async () => {
    const [card] = await printedCards();
    const address = freshAddress();
    for (let guess = 0; guess < 3; guess += 1) {
      expect((await signInWithCard(`ABCDE-FGH${guess + 2}K`, address)).statusCode).toBe(401);
    }
    const refused = await signInWithCard('ABCDE-FGHJK', address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signInWithCard(card?.code, address)).statusCode).toBe(429);
    expect((await signInWithCard(card?.code)).statusCode).toBe(200);
  });

  it("a success between guesses clears no guess (one's own card does not reset the count)", async () => {
    const [card] = await printedCards();
    const address = freshAddress();
    expect((await signInWithCard('ABCDE-FGH2K', address)).statusCode).toBe(401);
    expect((await signInWithCard(card?.code, address)).statusCode).toBe(200);
    expect((await signInWithCard('ABCDE-FGH3K', address)).statusCode).toBe(401);
    expect((await signInWithCard(card?.code, address)).statusCode).toBe(200);
    expect((await signInWithCard('ABCDE-FGH4K', address)).statusCode).toBe(401);
    expect((await signInWithCard('ABCDE-FGH5K', address)).statusCode).toBe(429);
  });

  it("lets no teacher of another group, nor another school's admin, print the group's cards", async () => {
    const [card] = await printedCards();
    for (const stranger of [otherTeacher, otherSchoolAdmin]) {
      const refused = await printCards(stranger);
      expect(refused.statusCode).toBe(404);
    }
    const student = students[0] as UserRow;
    expect((await printCards(student)).statusCode).toBe(403);
    expect((await signInWithCard(card?.code)).statusCode, 'the cards printed before still work').toBe(200);
  });

  it("lets no API token print cards, even an admin's: what signs people in stays with people", async () => {
    const { token } = await createApiToken(api.database.db, {
      schoolId: school,
      createdBy: admin.id,
      name: 'Sync',
      role: 'admin',
      lifetimeDays: 7,
    });
    const refused = await api.app.inject({
      method: 'POST',
      url: `/api/v1/groups/${group}/sign-in-cards`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses an empty code as the wrong code', async () => {
    const refused = await signInWithCard('   ');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain(SIGN_IN_CARD_TEXTS.codeRefused);
  });
});
