import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Stack, Typography } from '@mui/material';
import { MESSAGES, NAME_MAX_LENGTH } from '@portal/domain';
import { useId, useState, type KeyboardEvent } from 'react';
import type { Role } from '../../../generated/graphql';
import { usePersonSearchQuery } from '../../../generated/PersonSearch';
import { nodesOf } from '../../../shared/graphql/connections';
import { noErrorToast } from '../../../shared/graphql/operationHooks';
import { PageLoadingBar } from '../../../shared/ui/PageLoadingBar';
import { TextInput } from '../../../shared/ui/TextInput';
import { typedText } from '../../../shared/forms/typedName';
import { fullName, GROUP_TEXTS } from '../groupText';
import { PersonRow, RowList } from '../ListRows';

/** Spec 1 §4 and §9: a user search pages by 15. */
export const USER_SEARCH_PAGE_SIZE = 15;

export interface Candidate {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface PersonSearchPanelProps {
  /** Who is searched for: students to add to a group, teachers to make co-owners. */
  role: Extract<Role, 'STUDENT' | 'TEACHER'>;
  title: string;
  headingLevel: 'h2' | 'h3';
  /** Why a person cannot be added (already chosen, already in the group), or null when they can. */
  statusOf(person: Candidate): string | null;
  onAdd(person: Candidate): void;
  /** Focus the search field on opening: when the panel opens on a click of "Add student". */
  autoFocus?: boolean;
}

/**
 * A name search over the school's people of one role (spec 1 §4, "User
 * search"): 15 at a time, "Load more" for the next 15 until there are no
 * more, and the spec's text when a search finds nobody or fails. A blank
 * search lists everyone of the role. Enter in the field searches, without
 * submitting a form around the panel.
 */
export function PersonSearchPanel({ role, title, headingLevel, statusOf, onAdd, autoFocus }: PersonSearchPanelProps) {
  const titleId = useId();
  const [text, setText] = useState('');
  /** The name last searched for (trimmed); null before the first search. */
  const [searched, setSearched] = useState<string | null>(null);
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  const query = usePersonSearchQuery({
    variables: { role, name: searched || undefined, first: USER_SEARCH_PAGE_SIZE },
    skip: searched === null,
    // Spec 1 §8: a failed search says it found nobody, in the panel.
    errorToast: noErrorToast,
  });
  const data = query.dataState === 'complete' ? query.data : undefined;
  const people = data ? nodesOf(data.people) : [];
  const failed = query.error !== undefined || more === 'failed';

  const search = () => {
    setSearched(text.trim());
    setMore('idle');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };
  const loadMore = async () => {
    if (!data) return;
    setMore('loading');
    try {
      await query.fetchMore({
        variables: { after: data.people.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...fetchMoreResult,
          people: {
            ...fetchMoreResult.people,
            edges: [...previous.people.edges, ...fetchMoreResult.people.edges],
          },
        }),
      });
      setMore('idle');
    } catch {
      setMore('failed');
    }
  };

  let status: string | null = null;
  if (failed || (data && people.length === 0)) status = MESSAGES.noUsersFound;
  else if (data && !data.people.pageInfo.hasNextPage && people.length > 0) status = GROUP_TEXTS.noMoreUsers;

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <Typography id={titleId} variant="h6" component={headingLevel} gutterBottom>
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextInput
          label="Search by name"
          type="search"
          value={text}
          autoFocus={autoFocus}
          onChange={(event) => setText(typedText(event.target.value))}
          inputProps={{ onKeyDown, maxLength: NAME_MAX_LENGTH }}
          fullWidth
        />
        <Button variant="outlined" startIcon={<SearchIcon />} onClick={search} sx={{ flexShrink: 0, height: 56 }}>
          Search
        </Button>
      </Stack>
      {query.loading ? <PageLoadingBar label={`Searching: ${title}`} /> : null}
      {people.length > 0 ? (
        <Box sx={{ mt: 1 }}>
          <RowList label={`Results: ${title}`}>
            {people.map((person) => {
              const reason = statusOf(person);
              return (
                <PersonRow
                  key={person.id}
                  person={person}
                  action={
                    <Button
                      size="small"
                      variant={reason ? 'text' : 'outlined'}
                      disabled={reason !== null}
                      onClick={() => onAdd(person)}
                      aria-label={`${reason ?? 'Add'} ${fullName(person)}`}
                      sx={{ flexShrink: 0 }}
                    >
                      {reason ?? 'Add'}
                    </Button>
                  }
                />
              );
            })}
          </RowList>
        </Box>
      ) : null}
      <Box role="status" sx={{ mt: 1 }}>
        {status ? <Typography color="text.secondary">{status}</Typography> : null}
      </Box>
      {data && data.people.pageInfo.hasNextPage && !failed ? (
        <Button onClick={() => void loadMore()} loading={more === 'loading'} sx={{ mt: 1 }}>
          Load more
        </Button>
      ) : null}
    </Box>
  );
}
