import type { RealmName } from '@portal/domain';

/**
 * The science units a demo teacher works through in a year, each drawn from
 * one realm of the activity library, so an assignment named after a unit
 * holds activities of that realm. `years` says which demo classes teach it
 * (3-4 the Explorers, 5-6 the Investigators).
 */
export interface DemoTopic {
  title: string;
  realm: RealmName;
  years: readonly ('lower' | 'upper')[];
}

const BOTH = ['lower', 'upper'] as const;
const LOWER = ['lower'] as const;
const UPPER = ['upper'] as const;

export const DEMO_TOPICS: readonly DemoTopic[] = [
  { title: 'Forces and Motion', realm: 'E=MC Square', years: BOTH },
  { title: 'Living Things', realm: 'Habiterra', years: BOTH },
  { title: 'Weather Watch', realm: 'Fahren Heights', years: BOTH },
  { title: 'Plants and Their Needs', realm: 'Green Acres', years: LOWER },
  { title: 'Life Cycles', realm: 'DNAtion', years: LOWER },
  { title: 'Heat and Energy', realm: 'E=MC Square', years: LOWER },
  { title: 'Dinosaurs and Fossils', realm: 'Prehistoric Point', years: BOTH },
  { title: 'Simple Machines', realm: "Edison's Isle", years: LOWER },
  { title: 'Healthy Bodies', realm: 'Elixir Institute', years: BOTH },
  { title: 'Measuring and Patterns', realm: 'Pythagoras Peninsula', years: BOTH },
  { title: 'Our Solar System', realm: 'Cape Cosmos', years: UPPER },
  { title: 'Light and Shadows', realm: 'E=MC Square', years: UPPER },
  { title: 'Adaptations and Survival', realm: 'DNAtion', years: UPPER },
  { title: 'Electric Circuits', realm: "Edison's Isle", years: UPPER },
  { title: 'Earth and Its Resources', realm: 'Green Acres', years: UPPER },
  { title: 'Animal Habitats', realm: 'Habiterra', years: LOWER },
  { title: 'Solids, Liquids and Gases', realm: 'E=MC Square', years: UPPER },
  { title: 'The Water Cycle', realm: 'Fahren Heights', years: LOWER },
  { title: 'Germs and Medicine', realm: 'Elixir Institute', years: UPPER },
  { title: 'Day, Night and Seasons', realm: 'Cape Cosmos', years: LOWER },
];

/**
 * How a teacher names the assignments of one unit, in the order they come:
 * an introduction, the weeks of work, a quiz, then a review. `week` is the
 * week of the term the assignment starts in.
 */
export function assignmentName(topic: string, step: number, stepsInUnit: number, week: number): string {
  if (step === 0) return `Week ${week}: ${topic}`;
  if (step === stepsInUnit - 1) return stepsInUnit > 2 ? `${topic} Review` : `${topic} Quiz`;
  return step % 2 === 1 ? `Week ${week}: ${topic} Investigation` : `${topic} Check-in`;
}
