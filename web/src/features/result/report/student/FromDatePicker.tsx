import { Button } from '@mui/material';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enAU } from 'date-fns/locale/en-AU';
import { useState } from 'react';
import { schoolToday } from '../../../../shared/dates/formats';
import { useSchoolClock } from '../../../../shared/dates/schoolClock';
import { isoDay, pickerDay } from '../reportFormat';

export const FROM_LABEL = 'From';
export const ALL_TIME_LABEL = 'All time';
/** Day/month/year, as the Report Date reads (spec 2 §2). */
export const FROM_FORMAT = 'dd/MM/yyyy';
/**
 * No result predates the portal. It also keeps a year being typed digit by
 * digit (2, 20, 202) from asking for the result of year 2.
 */
const EARLIEST_DAY = new Date(2000, 0, 1);

export interface FromDatePickerProps {
  /** The day the result starts from, yyyy-mm-dd; null for all time. */
  from: string | null;
  onChange(from: string | null): void;
}

/**
 * An individual result's From date picker (spec 2 §2) and the way back to
 * all time. Only a whole, valid day up to the school's today is passed on: a half-typed
 * one stays in the field.
 */
export function FromDatePicker({ from, onChange }: FromDatePickerProps) {
  const [shown, setShown] = useState<Date | null>(() => pickerDay(from));
  // The last day to pick is the school's today (issue 34), not the browser's.
  const today = pickerDay(schoolToday(useSchoolClock()));
  const clear = () => {
    setShown(null);
    onChange(null);
  };
  // Australian English: the calendar's weeks start on Monday, as the portal's schools' do (spec 2 §1).
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enAU}>
      <DatePicker
        label={FROM_LABEL}
        value={shown}
        format={FROM_FORMAT}
        minDate={EARLIEST_DAY}
        maxDate={today ?? undefined}
        onChange={(date, { validationError }) => {
          setShown(date);
          if (date === null) onChange(null);
          else if (validationError === null && !Number.isNaN(date.getTime())) onChange(isoDay(date));
        }}
        slotProps={{ textField: { size: 'small' } }}
        sx={{ width: { xs: '100%', sm: '14rem' } }}
      />
      <Button variant="outlined" onClick={clear} disabled={from === null}>
        {ALL_TIME_LABEL}
      </Button>
    </LocalizationProvider>
  );
}
