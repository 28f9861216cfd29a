import SentimentDissatisfied from '@mui/icons-material/SentimentDissatisfied';
import SentimentNeutral from '@mui/icons-material/SentimentNeutral';
import SentimentSatisfied from '@mui/icons-material/SentimentSatisfied';
import SentimentVeryDissatisfied from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentVerySatisfied from '@mui/icons-material/SentimentVerySatisfied';
import type { SvgIconComponent } from '@mui/icons-material';

/** The faces of the grades 1 to 5, saddest to happiest, as the report PDF draws them (its faces.ts). */
const FACES: readonly SvgIconComponent[] = [
  SentimentVeryDissatisfied,
  SentimentDissatisfied,
  SentimentNeutral,
  SentimentSatisfied,
  SentimentVerySatisfied,
];

/** A grade's face beside its words: decoration only, as the words say the grade. */
export function GradeFace({ grade }: { grade: number }) {
  const Face = FACES[grade - 1] ?? SentimentVerySatisfied;
  return <Face aria-hidden fontSize="small" sx={{ color: 'text.secondary', verticalAlign: 'middle', mr: 0.5 }} />;
}
