/** Issue 34: where a school's admin sets its time zone and locale. */
export const schoolSettingsPath = '/school/settings';
