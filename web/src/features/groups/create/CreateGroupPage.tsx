import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import { Button, Container, Paper, Stack, Typography } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useCreateGroupMutation } from '../../../generated/CreateGroup';
import { useToast } from '../../../shared/ui/ToastProvider';
import { failureToast } from '../../../shared/graphql/failureToast';
import { addGroupToLists } from '../groupCache';
import { GROUP_TEXTS } from '../groupText';
import { GroupNameField } from '../GroupNameField';
import { ChosenPeople } from '../search/ChosenPeople';
import { PersonSearchPanel, type Candidate } from '../search/PersonSearchPanel';
import { groupsPath, viewGroupUrl } from '../urls';
import { YearLevelField } from './YearLevelField';

/**
 * Create group (spec 1 §2.7): a required Group Name, an optional year level,
 * and students found by name ("Add student" opens the search). Confirm
 * creates the group with them in one call and opens its view; a failure
 * keeps everything typed and chosen.
 */
export function CreateGroupPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const nameField = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [yearLevel, setYearLevel] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [searching, setSearching] = useState(false);
  const [chosen, setChosen] = useState<Candidate[]>([]);
  const [createGroup, creation] = useCreateGroupMutation({
    errorToast: failureToast(MESSAGES.groupCreateFailed),
    update(cache, { data }) {
      if (data) addGroupToLists(cache, data.createGroup.group.id);
    },
  });
  const nameMissing = name.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (nameMissing) {
      nameField.current?.focus();
      return;
    }
    try {
      const { data } = await createGroup({
        variables: {
          input: {
            name: name.trim(),
            yearLevel: yearLevel === '' ? null : Number(yearLevel),
            studentIds: chosen.map(({ id }) => id),
          },
        },
      });
      if (!data) return;
      // Spec 1 §8's text for members added; a group made empty gets a neutral one.
      toast.success(chosen.length > 0 ? MESSAGES.userAdded : GROUP_TEXTS.groupCreated);
      navigate(viewGroupUrl(data.createGroup.group.id));
    } catch {
      // The toast has said it failed; the form keeps what was typed and chosen.
    }
  };

  const chosenIds = new Set(chosen.map(({ id }) => id));
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Create Group
      </Typography>
      <Paper component="form" variant="outlined" noValidate onSubmit={(event) => void submit(event)} sx={{ p: 3 }}>
        <Stack spacing={3}>
          <GroupNameField value={name} onChange={setName} attempted={attempted} inputRef={nameField} />
          <YearLevelField value={yearLevel} onChange={setYearLevel} />
          <Stack spacing={1}>
            <Typography variant="h6" component="h2">
              Students
            </Typography>
            <ChosenPeople
              label="Students to add"
              people={chosen}
              emptyText="No students added yet."
              onRemove={(person) => setChosen((before) => before.filter(({ id }) => id !== person.id))}
              disabled={creation.loading}
            />
            {searching ? null : (
              <Button
                variant="outlined"
                startIcon={<PersonAddIcon />}
                onClick={() => setSearching(true)}
                sx={{ alignSelf: 'flex-start' }}
              >
                Add student
              </Button>
            )}
          </Stack>
          {searching ? (
            <PersonSearchPanel
              role="STUDENT"
              title="Find students"
              headingLevel="h3"
              autoFocus
              statusOf={(person) => (chosenIds.has(person.id) ? 'Added' : null)}
              onAdd={(person) => setChosen((before) => [...before, person])}
            />
          ) : null}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={groupsPath}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={creation.loading}>
              Confirm
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
