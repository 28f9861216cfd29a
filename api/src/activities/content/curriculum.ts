import { readFileSync } from 'node:fs';

/** `api/content/`, found from this file so it works from `src/` and `dist/` alike. */
const CONTENT_FOLDER = new URL('../../../content/', import.meta.url);

/** One content description of the Australian Curriculum: Science v9, as ACARA states it (our topicGuess aside). */
interface AcaraItem {
  code: string;
  version: string;
  yearLevel: number;
  strand: string;
  subStrand: string;
  description: string;
  /** Our own mapping to one of the portal's ten topics, null where none fits. */
  topicGuess: string | null;
}

/** A curriculum item with what we derived for it (not ACARA's): a short name and its general capabilities. */
export interface CurriculumItem extends AcaraItem {
  name: string;
  capabilities: string[];
}

interface Derived {
  about: string;
  items: Record<string, { name: string; capabilities: string[] }>;
}

let curriculum: Map<string, CurriculumItem> | undefined;

/**
 * The curriculum by code, read once from the project's copy in `api/content/`
 * (ACARA's descriptions, CC BY 4.0, attribution in `api/content/README.md`)
 * and our derived names and capabilities beside it.
 */
export function readCurriculum(): ReadonlyMap<string, CurriculumItem> {
  if (!curriculum) {
    const read = (file: string): unknown => JSON.parse(readFileSync(new URL(file, CONTENT_FOLDER), 'utf8'));
    const items = read('au-science-curriculum-v9.json') as AcaraItem[];
    const derived = read('au-science-curriculum-v9.derived.json') as Derived;
    curriculum = new Map(
      items.map((item) => {
        const extra = derived.items[item.code];
        if (!extra) throw new Error(`au-science-curriculum-v9.derived.json lacks ${item.code}`);
        return [item.code, { ...item, name: extra.name, capabilities: extra.capabilities }];
      }),
    );
  }
  return curriculum;
}
