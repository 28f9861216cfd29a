import { REALMS, type TopicName } from './realms.js';

/** Spec 2 §3 and §9: every grade is a whole number on this scale. */
export const GRADE_MIN = 1;
export const GRADE_MAX = 5;

/** Spec 2 §3: what an evaluation grades, as its payload's `gradeType` names it. */
export const GRADE_TYPES = ['topic', 'capability'] as const;
export type GradeType = (typeof GRADE_TYPES)[number];

/** One item a teacher grades: a topic, or a general capability. */
export interface GradedItem {
  /** Fixed for good: grades are stored against it. */
  id: string;
  name: string;
}

/**
 * Spec 2 §3: "A fixed list of topics exists": the ten topics of the realms
 * (domain/src/realms.ts), in their order, each with an id fixed for good.
 */
const TOPIC_IDS: Record<TopicName, string> = {
  'Environment & Nature': '5d1c1a53-3f0e-4a8e-9a4c-0c6f1e0a0001',
  Animals: '5d1c1a53-3f0e-4a8e-9a4c-0c6f1e0a0002',
  Inventions: '5d1c1a53-3f0e-4a8e-9a4c-0c6f1e0a0003',
  Space: '5d1c1a53-3f0e-4a8e-9a4c-0c6f1e0a0004',
  'Life & Evolution': '5d1c1a53-3f0e-4a8e-9a4c-0c6f1e0a0005',
  'Medicine & Health': '5d1c1a53-3f0e-4a8e-9a4c-0c6f1e0a0006',
  Physics: '5d1c1a53-3f0e-4a8e-9a4c-0c6f1e0a0007',
  Weather: '5d1c1a53-3f0e-4a8e-9a4c-0c6f1e0a0008',
  'Dinosaurs and Fossils': '5d1c1a53-3f0e-4a8e-9a4c-0c6f1e0a0009',
  Mathematics: '5d1c1a53-3f0e-4a8e-9a4c-0c6f1e0a0010',
};

export const TOPICS: readonly GradedItem[] = REALMS.map(({ topic }) => ({ id: TOPIC_IDS[topic], name: topic }));

/**
 * Spec 2 §3: the seven general capabilities, each with a fixed id, named as
 * the spec names them (version 9 of the Australian Curriculum calls the third
 * one Digital Literacy; the curriculum data we ship uses these names too).
 */
export const GENERAL_CAPABILITIES: readonly GradedItem[] = [
  { id: '7a2e4c1b-9d3f-4b6a-8e5c-2f1d0c9b0001', name: 'Literacy' },
  { id: '7a2e4c1b-9d3f-4b6a-8e5c-2f1d0c9b0002', name: 'Numeracy' },
  { id: '7a2e4c1b-9d3f-4b6a-8e5c-2f1d0c9b0003', name: 'Information and Communication Technology (ICT)' },
  { id: '7a2e4c1b-9d3f-4b6a-8e5c-2f1d0c9b0004', name: 'Critical and Creative Thinking' },
  { id: '7a2e4c1b-9d3f-4b6a-8e5c-2f1d0c9b0005', name: 'Personal and Social Capability' },
  { id: '7a2e4c1b-9d3f-4b6a-8e5c-2f1d0c9b0006', name: 'Ethical Understanding' },
  { id: '7a2e4c1b-9d3f-4b6a-8e5c-2f1d0c9b0007', name: 'Intercultural Understanding' },
];

/** The items an evaluation of this type grades, every one of them needed (spec 2 §5). */
export function gradedItems(type: GradeType): readonly GradedItem[] {
  return type === 'topic' ? TOPICS : GENERAL_CAPABILITIES;
}

/** Spec 2 §5 and §9: a curriculum is achieved when its evaluation is above this percentage. */
export const ACHIEVED_ABOVE_PERCENT = 75;

/** Whether a curriculum result's evaluation (a percentage string, "75.01") counts as achieved. */
export function isAchieved(evaluation: string): boolean {
  return Number(evaluation) > ACHIEVED_ABOVE_PERCENT;
}
