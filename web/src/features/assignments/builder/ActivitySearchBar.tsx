import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Checkbox,
  Collapse,
  FormControl,
  InputLabel,
  ListItemText,
  MenuItem,
  OutlinedInput,
  Select,
  Stack,
} from '@mui/material';
import { NAME_MAX_LENGTH } from '@portal/domain';
import { useId, useState, type KeyboardEvent } from 'react';
import type { ActivityType } from '../../../generated/graphql';
import { TextInput } from '../../../shared/ui/TextInput';
import { typedText } from '../../../shared/forms/typedName';
import { ActivityFilterPanel } from './ActivityFilterPanel';
import {
  ACTIVITY_TYPE_LABELS,
  ALL_ACTIVITY_TYPES,
  filterCount,
  type ActivitySearch,
  type CurriculumChoice,
} from './activitySearch';

export interface ActivitySearchBarProps {
  search: ActivitySearch;
  /** The content descriptions the library covers, for the curriculum filter. */
  curricula: readonly CurriculumChoice[];
  /** A new search: the library starts again from its first page (spec 1 §4). */
  onSearch(search: ActivitySearch): void;
}

/**
 * The builder's search bar (spec 1 §2.8): name words (accents and case
 * aside, issue 35), a multi-select of activity types, and a collapsible
 * Filter panel of year level, curriculum code and realms. A type or a filter
 * chosen searches at once; the name is searched on Search or Enter.
 */
export function ActivitySearchBar({ search, curricula, onSearch }: ActivitySearchBarProps) {
  const typeLabelId = useId();
  const filterId = useId();
  const [name, setName] = useState(search.name);
  const [filterOpen, setFilterOpen] = useState(false);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onSearch({ ...search, name });
  };
  const toggleRealm = (realm: string, checked: boolean) =>
    onSearch({
      ...search,
      name,
      realms: checked ? [...search.realms, realm] : search.realms.filter((chosen) => chosen !== realm),
    });

  return (
    <Box component="section" aria-label="Search activities">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextInput
          label="Activity name"
          type="search"
          value={name}
          onChange={(event) => setName(typedText(event.target.value))}
          inputProps={{ onKeyDown, maxLength: NAME_MAX_LENGTH }}
          fullWidth
        />
        <FormControl sx={{ minWidth: { md: 220 }, flexShrink: 0 }}>
          <InputLabel id={typeLabelId}>Activity type</InputLabel>
          <Select<ActivityType[]>
            labelId={typeLabelId}
            multiple
            value={[...search.types]}
            onChange={(event) => {
              const { value } = event.target;
              onSearch({ ...search, name, types: typeof value === 'string' ? [] : value });
            }}
            input={<OutlinedInput label="Activity type" />}
            renderValue={(types) => types.map((type) => ACTIVITY_TYPE_LABELS[type]).join(', ')}
          >
            {ALL_ACTIVITY_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                <Checkbox checked={search.types.includes(type)} tabIndex={-1} disableRipple />
                <ListItemText primary={ACTIVITY_TYPE_LABELS[type]} />
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            variant="outlined"
            startIcon={filterOpen ? <ExpandLessIcon /> : <FilterListIcon />}
            aria-expanded={filterOpen}
            aria-controls={filterId}
            onClick={() => setFilterOpen((open) => !open)}
            sx={{ height: 56, flexGrow: 1 }}
          >
            Filter{filterCount(search) > 0 ? ` (${filterCount(search)})` : ''}
          </Button>
          <Button
            variant="contained"
            startIcon={<SearchIcon />}
            onClick={() => onSearch({ ...search, name })}
            sx={{ height: 56, flexGrow: 1 }}
          >
            Search
          </Button>
        </Stack>
      </Stack>
      <Collapse in={filterOpen} id={filterId}>
        <ActivityFilterPanel
          realms={search.realms}
          yearLevel={search.yearLevel}
          curriculumCode={search.curriculumCode}
          curricula={curricula}
          onRealmChange={toggleRealm}
          onYearLevelChange={(yearLevel) => onSearch({ ...search, name, yearLevel })}
          onCurriculumCodeChange={(curriculumCode) => onSearch({ ...search, name, curriculumCode })}
        />
      </Collapse>
    </Box>
  );
}
