import { readCurriculum, type CurriculumItem } from '../activities/content/curriculum.js';
import type { CurriculumJson } from './result-json.js';

/** Codes in a plain code-point order ("AC9S3U01" < "AC9S4H01" < "AC9SFU01"), the same on every machine. */
export function byCode(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A curriculum item as results give it: `id` and `code` are its ACARA code,
 * `name` and `capabilityList` our derived data, the rest ACARA's.
 */
export function curriculumJsonOf(item: CurriculumItem): CurriculumJson {
  return {
    id: item.code,
    name: item.name,
    strand: item.strand,
    subStrand: item.subStrand,
    description: item.description,
    learningArea: 'Science',
    code: item.code,
    yearLevel: item.yearLevel,
    capabilityList: [...item.capabilities],
  };
}

/** The item of a code, or undefined for a code the shipped curriculum lacks (library.test.ts keeps the library free of those). */
export function curriculumItem(code: string): CurriculumJson | undefined {
  const item = readCurriculum().get(code);
  return item ? curriculumJsonOf(item) : undefined;
}

/** The items of these codes, each once, by code; unknown codes are skipped. */
export function curriculumItems(codes: Iterable<string>): CurriculumJson[] {
  return [...new Set(codes)]
    .sort(byCode)
    .map(curriculumItem)
    .filter((item): item is CurriculumJson => item !== undefined);
}

/** The whole shipped curriculum (or only these codes), by year level then code. */
export function wholeCurriculum(codes?: readonly string[]): CurriculumJson[] {
  const wanted = codes ? new Set(codes) : undefined;
  return [...readCurriculum().values()]
    .filter((item) => !wanted || wanted.has(item.code))
    .sort((a, b) => a.yearLevel - b.yearLevel || byCode(a.code, b.code))
    .map(curriculumJsonOf);
}
