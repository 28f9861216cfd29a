import { printedTypedCode } from '@portal/domain';
import { SIGN_IN_CARD_TEXTS as TEXTS } from '@portal/domain/sign-in-card-texts';
import type { jsPDF } from 'jspdf';

/** One card as it prints: whose it is, the code to type, and the full address its QR code holds. */
export interface PrintableCard {
  firstName: string;
  lastName: string;
  code: string;
  url: string;
}

export interface SignInCardsContent {
  schoolName: string;
  groupName: string;
  cards: readonly PrintableCard[];
}

/** A4 in points (jsPDF's 'pt'), portrait, eight cards a page: two across, four down. */
const PAGE = { width: 595.28, height: 841.89 } as const;
const COLUMNS = 2;
const ROWS = 4;
export const CARDS_PER_PAGE = COLUMNS * ROWS;
const MARGIN = 28;
const GAP = 14;
const CARD = {
  width: (PAGE.width - 2 * MARGIN - (COLUMNS - 1) * GAP) / COLUMNS,
  height: (PAGE.height - 2 * MARGIN - (ROWS - 1) * GAP) / ROWS,
} as const;
const PADDING = 12;
const QR_SIZE = 112;
const TEXT = [33, 33, 33] as const;
const MUTED = [97, 97, 97] as const;

/** The QR code of an address as a PNG data URL (qrcode, loaded with this module). */
async function qrPng(text: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(text, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 320,
    color: { dark: '#000000', light: '#ffffff' },
  });
}

/** The lines of a text that fit the width, at most `max` (the last one cut with an ellipsis). */
function fitted(doc: jsPDF, text: string, width: number, max: number): string[] {
  const lines = doc.splitTextToSize(text, width) as string[];
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${(kept[max - 1] ?? '').replace(/\s*\S{0,2}$/, '')}…`;
  return kept;
}

function writeCard(doc: jsPDF, content: SignInCardsContent, card: PrintableCard, png: string, x: number, y: number) {
  doc.setDrawColor(158, 158, 158);
  doc.setLineDashPattern([3, 3], 0);
  doc.roundedRect(x, y, CARD.width, CARD.height, 6, 6, 'S');
  doc.setLineDashPattern([], 0);
  const inner = CARD.width - 2 * PADDING;
  let top = y + PADDING;

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  doc.setTextColor(...MUTED);
  doc.text(TEXTS.cardTitle, x + PADDING, top, { baseline: 'top' });
  top += 12;

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(13);
  doc.setTextColor(...TEXT);
  const name = fitted(doc, `${card.firstName} ${card.lastName}`, inner, 1);
  doc.text(name, x + PADDING, top, { baseline: 'top' });
  top += 17;

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.setTextColor(...MUTED);
  const place = fitted(doc, `${content.groupName} · ${content.schoolName}`, inner, 1);
  doc.text(place, x + PADDING, top, { baseline: 'top' });
  top += 14;

  const qrSize = Math.min(QR_SIZE, y + CARD.height - PADDING - top);
  doc.addImage(png, 'PNG', x + PADDING, top, qrSize, qrSize);

  const textLeft = x + PADDING + qrSize + 10;
  const textWidth = x + CARD.width - PADDING - textLeft;
  doc.setFontSize(8.5);
  doc.setTextColor(...TEXT);
  const hint = fitted(doc, TEXTS.cardHint, textWidth, 4);
  doc.text(hint, textLeft, top + 4, { baseline: 'top' });
  doc.setFont('courier', 'bold');
  doc.setFontSize(15);
  doc.text(printedTypedCode(card.code), textLeft, top + 8 + hint.length * 11, { baseline: 'top' });
}

/**
 * The group's sign-in cards as a PDF (issue 36): A4 portrait, eight cards a
 * page in dashed outlines to cut along, each with the student's name, the
 * group, the school, the QR code of the card's address and the code to type.
 * jsPDF and qrcode load here, on first use.
 */
export async function buildSignInCardsPdf(content: SignInCardsContent): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4', orientation: 'portrait', compress: true });
  doc.setProperties({ title: `Sign-in cards: ${content.groupName}`, subject: content.schoolName });
  const pngs = await Promise.all(content.cards.map((card) => qrPng(card.url)));
  content.cards.forEach((card, i) => {
    const slot = i % CARDS_PER_PAGE;
    if (i > 0 && slot === 0) doc.addPage('a4', 'portrait');
    const x = MARGIN + (slot % COLUMNS) * (CARD.width + GAP);
    const y = MARGIN + Math.floor(slot / COLUMNS) * (CARD.height + GAP);
    writeCard(doc, content, card, pngs[i] ?? '', x, y);
  });
  return doc.output('blob');
}

/** The file's name: the group's, kept to letters, digits and dashes. */
export function signInCardsFileName(groupName: string): string {
  const slug = groupName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `sign-in-cards${slug ? `-${slug}` : ''}.pdf`;
}
