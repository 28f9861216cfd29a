import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE } from '@portal/domain';
import { createContext, useContext } from 'react';

/** Where and how a school writes its dates (issue 34): its IANA zone and its BCP 47 locale. */
export interface SchoolClock {
  timeZone: string;
  locale: string;
}

/** A school's clock until its own is known, and on pages outside the signed-in shell: the portal's defaults. */
export const DEFAULT_CLOCK: SchoolClock = { timeZone: DEFAULT_TIME_ZONE, locale: DEFAULT_LOCALE };

/** Root belongs to no school: the registered users of every school are read on UTC days, as the API counts them. */
export const ROOT_CLOCK: SchoolClock = { timeZone: 'UTC', locale: DEFAULT_LOCALE };

export const SchoolClockContext = createContext<SchoolClock>(DEFAULT_CLOCK);

/** The signed-in user's school clock (SchoolClockProvider sets it in the signed-in shell). */
export function useSchoolClock(): SchoolClock {
  return useContext(SchoolClockContext);
}
