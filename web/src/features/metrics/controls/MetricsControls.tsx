import {
  Box,
  Button,
  Chip,
  FormControl,
  InputLabel,
  NativeSelect,
  OutlinedInput,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  isMetricsPeriod,
  learningAreaOf,
  METRICS_PERIOD_LABELS,
  METRICS_PERIODS,
  type LearningAreaGrouping,
  type RealmName,
} from '@portal/domain';
import { useId } from 'react';
import { ALL_REALMS, type MetricsSettings } from './metricsSettings';

export const PERIOD_LABEL = 'Period';
export const GROUPING_LABEL = 'Learning areas by';
export const GROUPING_TEXTS: Record<LearningAreaGrouping, string> = { realm: 'Realm', topic: 'Topic' };
const TAGS_LABEL: Record<LearningAreaGrouping, string> = { realm: 'Realms', topic: 'Topics' };
export const ALL_TAGS = 'All';

export interface MetricsControlsProps {
  settings: MetricsSettings;
  onChange(settings: MetricsSettings): void;
}

/**
 * Spec 2 §2's shared controls: the period (All, Recent One Month, Recent Three
 * Months, Recent One Year), the Realm/Topic switch, and the realm or topic
 * tag selector. The selector keeps realms: the switch shows the same choice
 * by topic (spec 2 §4 "maps selected realms to topics").
 */
export function MetricsControls({ settings, onChange }: MetricsControlsProps) {
  const periodId = useId();
  const { by } = settings;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { md: 'flex-start' } }}>
      <FormControl size="small" sx={{ width: { xs: '100%', md: '14rem' }, flexShrink: 0 }}>
        <InputLabel htmlFor={periodId} shrink>
          {PERIOD_LABEL}
        </InputLabel>
        <NativeSelect
          id={periodId}
          value={settings.period}
          onChange={(event) => {
            const period = event.target.value;
            if (isMetricsPeriod(period)) onChange({ ...settings, period });
          }}
          input={<OutlinedInput label={PERIOD_LABEL} notched />}
        >
          {METRICS_PERIODS.map((period) => (
            <option key={period} value={period}>
              {METRICS_PERIOD_LABELS[period]}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={GROUPING_LABEL}
        value={by}
        onChange={(_event, next: LearningAreaGrouping | null) => {
          if (next) onChange({ ...settings, by: next });
        }}
        sx={{ flexShrink: 0 }}
      >
        {(['realm', 'topic'] as const).map((grouping) => (
          <ToggleButton key={grouping} value={grouping}>
            {GROUPING_TEXTS[grouping]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <AreaTags settings={settings} onChange={onChange} />
    </Stack>
  );
}

/**
 * The realm or topic tags (spec 2 §2): one filter chip a learning area,
 * pressed when its area is shown, and "All" to show every area again. Ten
 * chips wrap on a phone; a menu would hide what is chosen.
 */
function AreaTags({ settings, onChange }: MetricsControlsProps) {
  const legendId = useId();
  const { by, realms } = settings;
  const toggle = (realm: RealmName) =>
    onChange({
      ...settings,
      realms: realms.includes(realm) ? realms.filter((kept) => kept !== realm) : [...realms, realm],
    });
  return (
    <Box role="group" aria-labelledby={legendId} sx={{ flexGrow: 1, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography id={legendId} variant="body2" color="text.secondary">
          {TAGS_LABEL[by]}
        </Typography>
        <Button
          size="small"
          disabled={realms.length === ALL_REALMS.length}
          onClick={() => onChange({ ...settings, realms: ALL_REALMS })}
        >
          {ALL_TAGS}
        </Button>
      </Stack>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {ALL_REALMS.map((realm) => {
          const shown = realms.includes(realm);
          return (
            <Chip
              key={realm}
              size="small"
              label={learningAreaOf(realm, by) ?? realm}
              color={shown ? 'primary' : 'default'}
              variant={shown ? 'filled' : 'outlined'}
              aria-pressed={shown}
              onClick={() => toggle(realm)}
            />
          );
        })}
      </Stack>
    </Box>
  );
}
