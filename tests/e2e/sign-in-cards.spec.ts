import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { printedTypedCode, SIGN_IN_CARD_PATH } from '@portal/domain';
import { SIGN_IN_CARD_TEXTS as TEXTS } from '@portal/domain/sign-in-card-texts';
import { expectClean } from './page-checks.js';
import { storageStateOf } from './signed-in.js';

/*
 * Sign-in cards (issue 36) against the real portal, on a phone (360 px):
 * teacher1 prints the cards of Year 3 Explorers, the group they own, and gets
 * the PDF; a QR code read from the PDF's images holds the portal's card
 * address; a student of the group then signs in on a fresh browser with the
 * code typed from their card, and another by opening the QR's address.
 */

test.describe.configure({ mode: 'serial' });

const PHONE = { width: 360, height: 800 };
const GROUP = 'Year 3 Explorers';

interface PrintedCard {
  userId: string;
  code: string;
  url: string;
  student: { firstName: string; lastName: string };
}

/** jsQR is CommonJS whose types say `export default`: under NodeNext its default import is the module, holding `default`. */
const jsQR = jsQRModule.default;

let cards: PrintedCard[] = [];
let scanned: string[] = [];

/** The QR codes of a PDF's images, read with poppler's pdfimages and jsQR. */
function qrCodesOf(pdf: string): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'sign-in-cards-'));
  try {
    execFileSync('pdfimages', ['-png', pdf, join(folder, 'image')]);
    return readdirSync(folder)
      .filter((name) => name.endsWith('.png'))
      .sort()
      .flatMap((name) => {
        const png = PNG.sync.read(readFileSync(join(folder, name)));
        const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
        return found ? [found.data] : [];
      });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The cards the printing answered, as the page received them. */
async function printedCards(page: Page): Promise<PrintedCard[]> {
  const answer = await page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('PrintSignInCards'),
  );
  const body = (await answer.json()) as { data?: { printSignInCards?: { cards: PrintedCard[] } } };
  return body.data?.printSignInCards?.cards ?? [];
}

test.describe('a teacher', () => {
  test.use({ viewport: PHONE, storageState: storageStateOf('teacher') });

  test("prints their group's sign-in cards, after being told the old ones stop working, as a PDF of QR codes", async ({
    page,
  }) => {
    await page.goto('/groups');
    await page.getByRole('tab', { name: GROUP }).click();
    await expect(page.getByRole('heading', { level: 2, name: GROUP })).toBeVisible();
    await page.getByRole('button', { name: TEXTS.print }).click();
    const dialog = page.getByRole('dialog', { name: TEXTS.confirmTitle });
    await expect(dialog.getByText(TEXTS.confirmText(GROUP))).toBeVisible();
    await expectClean(page, 'the print confirmation, at 360 px');

    const answered = printedCards(page);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: TEXTS.confirm }).click();
    const file = await download;
    cards = await answered;
    expect(file.suggestedFilename()).toBe('sign-in-cards-year-3-explorers.pdf');
    // One card a student of the group: eight.
    expect(cards).toHaveLength(8);

    scanned = qrCodesOf(await file.path());
    expect(scanned).toHaveLength(8);
    const origin = new URL(page.url()).origin;
    for (const text of scanned) expect(text.startsWith(`${origin}${SIGN_IN_CARD_PATH}#`)).toBe(true);
    expect(scanned.sort()).toEqual(cards.map((card) => `${origin}${card.url}`).sort());
  });
});

test.describe('a student of the group', () => {
  test.use({ viewport: PHONE });

  test('signs in with the code typed from their card', async ({ page }) => {
    const card = cards[0];
    expect(card, 'the cards of the first test').toBeDefined();
    if (!card) return;
    await page.goto('/sign-in');
    await page.getByRole('link', { name: TEXTS.signInWithCard }).click();
    await expect(page).toHaveURL(SIGN_IN_CARD_PATH);
    await expectClean(page, 'the card sign-in page, at 360 px');
    await page.getByLabel(TEXTS.codeLabel).fill(printedTypedCode(card.code).toLowerCase());
    await page.getByRole('button', { name: TEXTS.signIn }).click();
    await expect(page.getByRole('heading', { name: `Hi ${card.student.firstName}` })).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test("signs in by opening the address their card's QR code holds", async ({ page }) => {
    const card = cards[1];
    const address = scanned.find((text) => card && text.endsWith(card.url));
    expect(address, 'the QR code of the second card').toBeDefined();
    if (!card || !address) return;
    await page.goto(address);
    await expect(page.getByRole('heading', { name: `Hi ${card.student.firstName}` })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
  });

  test('is told a wrong code is not valid', async ({ page }) => {
    await page.goto(SIGN_IN_CARD_PATH);
    await page.getByLabel(TEXTS.codeLabel).fill('ABCDE-FGHJK');
    await page.getByRole('button', { name: TEXTS.signIn }).click();
    await expect(page.getByRole('alert')).toHaveText(TEXTS.codeRefused);
  });
});
