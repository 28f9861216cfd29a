import {
  Autocomplete,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
} from '@mui/material';
import { LIBRARY_SEARCH_TEXTS, MAX_YEAR_LEVEL, MIN_YEAR_LEVEL, REALMS } from '@portal/domain';
import { useId, useState } from 'react';
import { typedText } from '../../../shared/forms/typedName';
import type { CurriculumChoice } from './activitySearch';

const ANY_YEAR = 'any';
const YEAR_LEVELS = Array.from({ length: MAX_YEAR_LEVEL - MIN_YEAR_LEVEL + 1 }, (_, index) => MIN_YEAR_LEVEL + index);

const optionLabel = (choice: CurriculumChoice) =>
  LIBRARY_SEARCH_TEXTS.curriculumOption(choice.code, choice.yearLevel, choice.name);

export interface ActivityFilterPanelProps {
  realms: readonly string[];
  yearLevel: number | null;
  curriculumCode: string | null;
  /** The content descriptions the library covers: the curriculum filter's choices. */
  curricula: readonly CurriculumChoice[];
  onRealmChange(realm: string, checked: boolean): void;
  onYearLevelChange(yearLevel: number | null): void;
  onCurriculumCodeChange(code: string | null): void;
}

/**
 * The builder's Filter panel (spec 1 §2.8, issue 35): a year level (1 to 10),
 * a curriculum code among those the library covers (found by typing part of
 * its code or its name), and the realms. Each choice searches at once.
 */
export function ActivityFilterPanel(props: ActivityFilterPanelProps) {
  const yearLabelId = useId();
  const [typed, setTyped] = useState('');
  const chosen = props.curricula.find((choice) => choice.code === props.curriculumCode) ?? null;
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl sx={{ minWidth: { sm: 180 }, flexShrink: 0 }}>
          <InputLabel id={yearLabelId}>{LIBRARY_SEARCH_TEXTS.yearLevel}</InputLabel>
          <Select<string>
            labelId={yearLabelId}
            label={LIBRARY_SEARCH_TEXTS.yearLevel}
            value={props.yearLevel === null ? ANY_YEAR : String(props.yearLevel)}
            onChange={(event) =>
              props.onYearLevelChange(event.target.value === ANY_YEAR ? null : Number(event.target.value))
            }
          >
            <MenuItem value={ANY_YEAR}>{LIBRARY_SEARCH_TEXTS.anyYearLevel}</MenuItem>
            {YEAR_LEVELS.map((year) => (
              <MenuItem key={year} value={String(year)}>
                {LIBRARY_SEARCH_TEXTS.yearLevelOption(year)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Autocomplete
          options={props.curricula}
          value={chosen}
          getOptionLabel={optionLabel}
          isOptionEqualToValue={(option, value) => option.code === value.code}
          inputValue={typed}
          onInputChange={(_event, text) => setTyped(typedText(text))}
          onChange={(_event, choice) => props.onCurriculumCodeChange(choice?.code ?? null)}
          autoHighlight
          fullWidth
          renderInput={(params) => <TextField {...params} label={LIBRARY_SEARCH_TEXTS.curriculumCode} />}
        />
      </Stack>
      <FormControl component="fieldset" sx={{ mt: 2 }}>
        <FormLabel component="legend">Realm</FormLabel>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
          {REALMS.map(({ realm }) => (
            <FormControlLabel
              key={realm}
              label={realm}
              control={
                <Checkbox
                  checked={props.realms.includes(realm)}
                  onChange={(event) => props.onRealmChange(realm, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
    </Box>
  );
}
