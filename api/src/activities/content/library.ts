import type { RealmContent } from './content-types.js';
import { CAPE_COSMOS } from './cape-cosmos.js';
import { DNATION } from './dnation.js';
import { E_MC_SQUARE } from './e-mc-square.js';
import { EDISONS_ISLE } from './edisons-isle.js';
import { ELIXIR_INSTITUTE } from './elixir-institute.js';
import { FAHREN_HEIGHTS } from './fahren-heights.js';
import { GREEN_ACRES } from './green-acres.js';
import { HABITERRA } from './habiterra.js';
import { PREHISTORIC_POINT } from './prehistoric-point.js';
import { PYTHAGORAS_PENINSULA } from './pythagoras-peninsula.js';

/** The shipped activity library, one file per realm, in the realms' order (domain/src/realms.ts). */
export const LIBRARY: readonly RealmContent[] = [
  GREEN_ACRES,
  HABITERRA,
  EDISONS_ISLE,
  CAPE_COSMOS,
  DNATION,
  ELIXIR_INSTITUTE,
  E_MC_SQUARE,
  FAHREN_HEIGHTS,
  PREHISTORIC_POINT,
  PYTHAGORAS_PENINSULA,
];
