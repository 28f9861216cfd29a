import type { ActivityType, RealmName } from '@portal/domain';

/** The realm part of a questId (`q-env-001`): three letters per realm, fixed for good. */
export const REALM_CODES: Readonly<Record<RealmName, string>> = {
  'Green Acres': 'env',
  Habiterra: 'ani',
  "Edison's Isle": 'inv',
  'Cape Cosmos': 'spa',
  DNAtion: 'lif',
  'Elixir Institute': 'med',
  'E=MC Square': 'phy',
  'Fahren Heights': 'wea',
  'Prehistoric Point': 'din',
  'Pythagoras Peninsula': 'mat',
};

/** The type part of a questId: its first letter. */
export const TYPE_LETTERS: Readonly<Record<ActivityType, string>> = {
  quiz: 'q',
  game: 'g',
  book: 'b',
  animation: 'a',
  song: 's',
};
