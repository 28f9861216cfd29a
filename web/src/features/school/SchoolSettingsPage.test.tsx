import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TIME_ZONE_MESSAGES } from '@portal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  failure,
  renderApp,
  renderWithGateway,
  signedInAs,
  type Answer,
  type FakeGateway,
} from '../../testing/fakeGateway';
import { staffHome } from '../../testing/dashboardAnswers';
import { SchoolSettingsPage } from './SchoolSettingsPage';
import { SIGN_IN_CARD_TEXTS } from '@portal/domain/sign-in-card-texts';
import { SCHOOL_SETTINGS_TEXTS } from './schoolSettingsTexts';

// MUI renders slowly in jsdom, slower still on a busy machine: wait up to 5 s for what the page shows.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

/** A gateway holding one school, which a save changes as the API does. */
function schoolGateway(extra: FakeGateway = {}) {
  const school = {
    id: 'school1',
    name: 'Hill School',
    timeZone: 'Australia/Sydney',
    locale: 'en-AU',
    signInCardsEnabled: true,
  };
  const gateway: FakeGateway = {
    SchoolSettingsPage: (): Answer<'SchoolSettingsPage'> => ({ data: { school: { __typename: 'School', ...school } } }),
    UpdateSchoolSettings: ({ input }) => {
      school.timeZone = input.timeZone ?? school.timeZone;
      school.locale = input.locale ?? school.locale;
      const { id, timeZone, locale } = school;
      return { data: { updateSchool: { __typename: 'School', id, timeZone, locale } } };
    },
    UpdateSignInCardsSetting: ({ enabled }) => {
      school.signInCardsEnabled = enabled;
      return { data: { updateSchool: { __typename: 'School', id: school.id, signInCardsEnabled: enabled } } };
    },
    ...extra,
  };
  return { gateway, school };
}

const zoneInput = () => screen.getByRole<HTMLInputElement>('combobox', { name: SCHOOL_SETTINGS_TEXTS.timeZone });
const localeSelect = () => screen.getByLabelText<HTMLSelectElement>(SCHOOL_SETTINGS_TEXTS.locale);
const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: SCHOOL_SETTINGS_TEXTS.save });

/** Types into the zone field, as a user does: focused first. */
function typeZone(typed: string) {
  fireEvent.focus(zoneInput());
  fireEvent.change(zoneInput(), { target: { value: typed } });
}

/** Types part of a zone's name and picks it from the list. */
async function chooseZone(typed: string, zone: string) {
  typeZone(typed);
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^${zone}\\b`) }));
  await waitFor(() => expect(zoneInput().value).toBe(zone));
}

describe('School settings (admin)', { timeout: 20_000 }, () => {
  it('opens at /school/settings for an admin, titled School Settings, with no sidebar entry (spec 1 §1 has seven)', async () => {
    const { gateway } = schoolGateway();
    renderApp('/school/settings', { ...gateway, AuthState: signedInAs('ADMIN', 'TEACHER') });
    expect(await screen.findByRole('heading', { level: 1, name: 'School Settings' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Science Portal - School Settings'));
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).not.toContain('School Settings');
  });

  it('is not offered to a teacher, and sends them home when they type its address', async () => {
    const { gateway } = schoolGateway();
    renderApp('/school/settings', {
      ...gateway,
      AuthState: signedInAs('TEACHER'),
      StaffHomePage: () => staffHome('Ada', 'TEACHER', 3),
    });
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).not.toContain('School Settings');
    expect(screen.queryByRole('heading', { name: 'School Settings' })).toBeNull();
  });

  it("shows the school's name, zone and locale, with today written in the locale", async () => {
    renderWithGateway(<SchoolSettingsPage />, schoolGateway().gateway);
    expect(await screen.findByText('Hill School')).toBeTruthy();
    expect(zoneInput().value).toBe('Australia/Sydney');
    expect(localeSelect().value).toBe('en-AU');
    expect(screen.getByText(SCHOOL_SETTINGS_TEXTS.timeZoneExplanation)).toBeTruthy();
    // Each locale shows a day its way: day first in Australia, month first in the United States.
    const option = (tag: string) => within(localeSelect()).getByRole('option', { name: new RegExp(`^${tag} · `) });
    expect(option('en-AU').textContent).toMatch(/^en-AU · \d\d\/\d\d\/\d{4} · English \(Australia\)$/);
    expect(option('ja-JP').textContent).toMatch(/^ja-JP · \d{4}\/\d\d\/\d\d · Japanese \(Japan\)$/);
    expect(saveButton().disabled).toBe(true);
  });

  it('saves a new zone, says so, and Save waits for the next change', async () => {
    const { gateway, school } = schoolGateway();
    const { calls } = renderWithGateway(<SchoolSettingsPage />, gateway);
    await screen.findByText('Hill School');
    await chooseZone('perth', 'Australia/Perth');
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(saveButton());

    expect(await screen.findByText(SCHOOL_SETTINGS_TEXTS.saved)).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'UpdateSchoolSettings')?.variables).toEqual({
      input: { timeZone: 'Australia/Perth' },
    });
    expect(school.timeZone).toBe('Australia/Perth');
    // The answer updated the school in the cache: the form's saved state is the new zone.
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(zoneInput().value).toBe('Australia/Perth');
  });

  it('saves a new locale and shows the day at the school its way', async () => {
    const { gateway } = schoolGateway();
    const { calls } = renderWithGateway(<SchoolSettingsPage />, gateway);
    await screen.findByText('Hill School');
    fireEvent.change(localeSelect(), { target: { value: 'de-DE' } });
    expect(screen.getByText(/^Now at the school: \d+\. \w+ \d{4} um \d\d:\d\d$/)).toBeTruthy();
    fireEvent.click(saveButton());
    expect(await screen.findByText(SCHOOL_SETTINGS_TEXTS.saved)).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'UpdateSchoolSettings')?.variables).toEqual({
      input: { locale: 'de-DE' },
    });
  });

  it("shows the server's refusal at the zone and keeps the choice for another try", async () => {
    const refusal = `timeZone: ${TIME_ZONE_MESSAGES.notATimeZone}`;
    const { gateway } = schoolGateway({ UpdateSchoolSettings: () => failure('BAD_USER_INPUT', refusal) });
    renderWithGateway(<SchoolSettingsPage />, gateway);
    await screen.findByText('Hill School');
    await chooseZone('kiritimati', 'Pacific/Kiritimati');
    fireEvent.change(localeSelect(), { target: { value: 'en-NZ' } });
    fireEvent.click(saveButton());

    expect(await screen.findByText(TIME_ZONE_MESSAGES.notATimeZone)).toBeTruthy();
    expect(zoneInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(SCHOOL_SETTINGS_TEXTS.timeZoneExplanation)).toBeNull();
    // At the field, not in a toast; and nothing chosen is lost.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(zoneInput().value).toBe('Pacific/Kiritimati');
    expect(localeSelect().value).toBe('en-NZ');
    expect(saveButton().disabled).toBe(false);

    // Choosing another zone clears the refusal of the last.
    await chooseZone('auckland', 'Pacific/Auckland');
    expect(screen.queryByText(TIME_ZONE_MESSAGES.notATimeZone)).toBeNull();
    expect(screen.getByText(SCHOOL_SETTINGS_TEXTS.timeZoneExplanation)).toBeTruthy();
  });

  it("shows the server's refusal of the locale at the locale", async () => {
    const refusal = `locale: ${TIME_ZONE_MESSAGES.notALocale}`;
    const { gateway } = schoolGateway({ UpdateSchoolSettings: () => failure('BAD_USER_INPUT', refusal) });
    renderWithGateway(<SchoolSettingsPage />, gateway);
    await screen.findByText('Hill School');
    fireEvent.change(localeSelect(), { target: { value: 'vi-VN' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText(TIME_ZONE_MESSAGES.notALocale)).toBeTruthy();
    expect(localeSelect().value).toBe('vi-VN');
  });

  it('finds a zone by its offset, and keeps a zone the browser does not list', async () => {
    const { gateway, school } = schoolGateway();
    school.timeZone = 'Etc/Unknown_Place';
    renderWithGateway(<SchoolSettingsPage />, gateway);
    await screen.findByText('Hill School');
    expect(zoneInput().value).toBe('Etc/Unknown_Place');
    typeZone('+14:00');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toContainEqual(
      expect.stringMatching(/^Pacific\/Kiritimati UTC\+14:00, /),
    );
  });

  it('turns sign-in cards off for the school at a switch, saved at once', async () => {
    const { gateway, school } = schoolGateway();
    renderWithGateway(<SchoolSettingsPage />, gateway);
    const cards = await screen.findByRole<HTMLInputElement>('switch', { name: SIGN_IN_CARD_TEXTS.settingLabel });
    expect(cards.checked).toBe(true);
    fireEvent.click(cards);
    await waitFor(() => expect(school.signInCardsEnabled).toBe(false));
    await waitFor(() => expect(cards.checked).toBe(false));
    expect(await screen.findByText(SCHOOL_SETTINGS_TEXTS.saved)).toBeTruthy();
  });
});
