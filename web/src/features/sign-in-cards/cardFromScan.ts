/**
 * What to send for a scanned QR code: a card's QR holds the portal's card
 * address with the token after the #; any other text is sent as typed (a
 * card whose QR holds only its code still works).
 */
export function cardCodeFromScan(scanned: string): string {
  const hash = scanned.indexOf('#');
  return (hash >= 0 ? scanned.slice(hash + 1) : scanned).trim();
}

/** The token of the card address the page was opened at (`/sign-in/card#<token>`), or null. */
export function tokenOfHash(hash: string): string | null {
  const token = hash.replace(/^#/, '').trim();
  return token.length > 0 ? token : null;
}
