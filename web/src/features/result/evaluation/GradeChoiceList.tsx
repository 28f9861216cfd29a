import { Box, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { ratingLevel } from '@portal/domain';
import { GRADE_SCALE, type GradeChoices, type GradedItem } from './gradeChoices';

/**
 * One row per item: its name (with the chosen grade's name on the rating
 * scale, spec 2 §3), and a radio group of the grades 1 to 5 labelled by that
 * name, each radio named by its number and level. On a phone the grades sit under the name, five
 * radios (about 210 px) fitting 360 px; wider, beside it.
 */
export function GradeChoiceList({
  items,
  choices,
  onChoose,
}: {
  items: readonly GradedItem[];
  choices: GradeChoices;
  onChoose: (itemId: string, grade: number) => void;
}) {
  const listId = useId();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item, index) => {
        const nameId = `${listId}-${index}`;
        const chosen = choices[item.id];
        return (
          <Box
            component="li"
            key={item.id}
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { xs: 'flex-start', sm: 'center' },
              columnGap: 2,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography id={nameId} component="span" sx={{ overflowWrap: 'anywhere' }}>
                {item.name}
              </Typography>
              {chosen !== undefined && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {` · ${ratingLevel(chosen) ?? chosen}`}
                </Typography>
              )}
            </Box>
            <RadioGroup
              row
              aria-labelledby={nameId}
              name={`${listId}-${item.id}`}
              value={chosen === undefined ? '' : String(chosen)}
              onChange={(_event, value) => onChoose(item.id, Number(value))}
              sx={{ flexWrap: 'nowrap' }}
            >
              {GRADE_SCALE.map((grade) => (
                <FormControlLabel
                  key={grade}
                  value={String(grade)}
                  control={<Radio slotProps={{ input: { 'aria-label': `${grade}: ${ratingLevel(grade) ?? ''}` } }} />}
                  label={String(grade)}
                  labelPlacement="bottom"
                  sx={{ m: 0 }}
                />
              ))}
            </RadioGroup>
          </Box>
        );
      })}
    </Box>
  );
}
