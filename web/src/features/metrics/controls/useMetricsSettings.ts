import { useState } from 'react';
import { readSettings, saveSettings, type MetricsSettings } from './metricsSettings';

/**
 * A metrics page's settings for one subject, read from and kept in session
 * storage (spec 2 §4). Read once: a page of another subject is mounted
 * afresh (keyed by its id), and reads its own.
 */
export function useMetricsSettings(subject: string): [MetricsSettings, (next: MetricsSettings) => void] {
  const [settings, setSettings] = useState(() => readSettings(subject));
  const change = (next: MetricsSettings) => {
    saveSettings(subject, next);
    setSettings(next);
  };
  return [settings, change];
}
