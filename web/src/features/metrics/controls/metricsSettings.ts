import {
  findRealm,
  isMetricsPeriod,
  learningAreaOf,
  LEARNING_AREA_GROUPINGS,
  REALMS,
  type LearningAreaGrouping,
  type MetricsPeriod,
  type RealmName,
} from '@portal/domain';
import { SESSION_CHOICE_PREFIX } from '../../../shared/storage/sessionChoices';

/** What a metrics page shows: the period, realms or topics, and which of the ten learning areas (spec 2 §2, §4). */
export interface MetricsSettings {
  period: MetricsPeriod;
  by: LearningAreaGrouping;
  /** The areas chosen in the tag selector, kept as realms so the Realm/Topic switch keeps the choice. */
  realms: readonly RealmName[];
}

export const ALL_REALMS: readonly RealmName[] = REALMS.map(({ realm }) => realm);

export const DEFAULT_SETTINGS: MetricsSettings = { period: 'all', by: 'realm', realms: ALL_REALMS };

/** The chosen areas named as the switch names them, in the realms' order: what the charts show. */
export function shownAreas({ by, realms }: MetricsSettings): string[] {
  return ALL_REALMS.filter((realm) => realms.includes(realm)).map((realm) => learningAreaOf(realm, by) ?? realm);
}

const storageKey = (subject: string) => `${SESSION_CHOICE_PREFIX}metrics.${subject}`;

/** Settings read back from storage, each part checked; anything unknown falls back to the default's. */
export function parseSettings(text: string | null): MetricsSettings {
  let stored: unknown;
  try {
    stored = text === null ? null : JSON.parse(text);
  } catch {
    stored = null;
  }
  if (typeof stored !== 'object' || stored === null) return DEFAULT_SETTINGS;
  const { period, by, realms } = stored as Record<string, unknown>;
  const chosen = Array.isArray(realms)
    ? realms.flatMap((name) => (typeof name === 'string' ? (findRealm(name)?.realm ?? []) : []))
    : DEFAULT_SETTINGS.realms;
  return {
    period: isMetricsPeriod(period) ? period : DEFAULT_SETTINGS.period,
    by: (LEARNING_AREA_GROUPINGS as readonly unknown[]).includes(by) ? (by as LearningAreaGrouping) : 'realm',
    realms: [...new Set(chosen)],
  };
}

/**
 * Spec 2 §4: a metrics page's choices are kept in session storage per subject
 * (a student's id, a group's, the school), so a reload or a return to the
 * page shows the same; they go with the tab. Storage may be refused (a
 * private window's quota, a blocked site): the page then starts afresh.
 */
export function readSettings(subject: string): MetricsSettings {
  try {
    return parseSettings(window.sessionStorage.getItem(storageKey(subject)));
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function saveSettings(subject: string, settings: MetricsSettings): void {
  try {
    window.sessionStorage.setItem(storageKey(subject), JSON.stringify(settings));
  } catch {
    // Not kept: the next visit starts with the defaults.
  }
}
