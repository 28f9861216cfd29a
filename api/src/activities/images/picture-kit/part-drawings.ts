import type { PicturePartName } from '../../content/picture-types.js';
import type { PartDrawing } from './draw.js';
import { ANIMAL_DRAWINGS } from './parts-animals.js';
import { BACKGROUND_DRAWINGS } from './parts-backgrounds.js';
import { LAND_DRAWINGS } from './parts-land.js';
import { PLANT_DRAWINGS } from './parts-plants.js';
import { SKY_DRAWINGS } from './parts-sky.js';
import { THING_DRAWINGS } from './parts-things.js';

export type { PartDrawing } from './draw.js';

/** Every part of the kit drawn: the compiler fails if a part of PICTURE_PARTS has no drawing. */
export const PART_DRAWINGS: Record<PicturePartName, PartDrawing> = {
  ...BACKGROUND_DRAWINGS,
  ...SKY_DRAWINGS,
  ...LAND_DRAWINGS,
  ...PLANT_DRAWINGS,
  ...ANIMAL_DRAWINGS,
  ...THING_DRAWINGS,
};

/** The parts that fill the whole scene and take no position. */
export const BACKGROUNDS: ReadonlySet<PicturePartName> = new Set(Object.keys(BACKGROUND_DRAWINGS) as PicturePartName[]);
