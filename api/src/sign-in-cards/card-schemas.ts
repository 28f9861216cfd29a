import { z } from 'zod';
import { TYPED_CODE_LENGTH, SIGN_IN_CARD_PATH } from '@portal/domain';
import { SIGN_IN_CARD_TEXTS } from '@portal/domain/sign-in-card-texts';
import { dataBody } from '../http/envelope.js';

/** The longest thing a card sign-in accepts: a spaced typed code or a token, with room to spare. */
const CARD_CODE_MAX_LENGTH = 64;

export const cardSignInBody = z.object({
  code: z
    .string({ error: SIGN_IN_CARD_TEXTS.codeRefused })
    .trim()
    .min(1, SIGN_IN_CARD_TEXTS.codeRefused)
    .max(CARD_CODE_MAX_LENGTH, SIGN_IN_CARD_TEXTS.codeRefused)
    .describe(
      `The code typed from the card (${TYPED_CODE_LENGTH} characters; case, spaces and dashes ignored) or the token of its QR code (after the # of its URL)`,
    ),
});

export const printedCard = z
  .object({
    userId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    code: z
      .string()
      .describe(`The code to type, ${TYPED_CODE_LENGTH} characters (the card prints it in two groups of five)`),
    url: z
      .string()
      .describe(
        `What the QR code holds: the portal path ${SIGN_IN_CARD_PATH}#<token>, a 128-bit token (the printing page puts the portal's origin before it)`,
      ),
  })
  .meta({ id: 'SignInCard' });

export const printedCards = dataBody(z.array(printedCard));
