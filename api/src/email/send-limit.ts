import type { Db } from '../db/database.js';
import { countAttempt, takeBackAttempt } from '../throttle/attempt-counts.js';
import type { EmailSettings } from './email-settings.js';

const keyOf = (userId: string) => `email:${userId}`;

/**
 * Counts a send against its user before the form is read (one statement, so
 * parallel sends each see their own count): refused past `limitPerUser`
 * within `windowSeconds`, with the seconds until the window ends.
 */
export async function countSend(
  db: Db,
  userId: string,
  settings: Pick<EmailSettings, 'limitPerUser' | 'windowSeconds'>,
): Promise<{ refused: boolean; secondsLeft: number }> {
  const key = keyOf(userId);
  const counted = (await countAttempt(db, [key], settings.windowSeconds)).get(key);
  return {
    refused: counted !== undefined && counted.count > settings.limitPerUser,
    secondsLeft: counted?.secondsLeft ?? 1,
  };
}

/** A send that was refused (or failed) gives its count back: the limit counts reports accepted. */
export async function takeBackSend(db: Db, userId: string): Promise<void> {
  await takeBackAttempt(db, keyOf(userId));
}
