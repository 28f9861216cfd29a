import type { RealmName } from '@portal/domain';

/** A realm's colours: a dark and a light end of its background, and an accent for its patterns. */
export interface RealmPalette {
  dark: string;
  light: string;
  accent: string;
}

/** One hue per realm; white text keeps a contrast of at least 4.5:1 on every `dark`. */
export const REALM_PALETTES: Readonly<Record<RealmName, RealmPalette>> = {
  'Green Acres': { dark: '#1B5E20', light: '#4CAF50', accent: '#C5E1A5' },
  Habiterra: { dark: '#8A3B12', light: '#D2691E', accent: '#FFD9A8' },
  "Edison's Isle": { dark: '#7A5A00', light: '#C9A227', accent: '#FFF1A8' },
  'Cape Cosmos': { dark: '#1A237E', light: '#3F51B5', accent: '#C5CAE9' },
  DNAtion: { dark: '#4A148C', light: '#8E24AA', accent: '#E1BEE7' },
  'Elixir Institute': { dark: '#00564D', light: '#009688', accent: '#B2DFDB' },
  'E=MC Square': { dark: '#8E1B1B', light: '#E53935', accent: '#FFCDD2' },
  'Fahren Heights': { dark: '#01579B', light: '#039BE5', accent: '#B3E5FC' },
  'Prehistoric Point': { dark: '#4E342E', light: '#8D6E63', accent: '#D7CCC8' },
  'Pythagoras Peninsula': { dark: '#880E4F', light: '#D81B60', accent: '#F8BBD0' },
};
