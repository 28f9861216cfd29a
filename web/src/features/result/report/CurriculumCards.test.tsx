import { cleanup, render, screen, within } from '@testing-library/react';
import { CURRICULUM_LINK_TEXT } from '@portal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { curriculumResult } from '../../../testing/reportAnswers';
import { CurriculumCards } from './CurriculumCards';

afterEach(cleanup);

describe('a curriculum card (issue 35)', () => {
  it('links to its content description on the Australian Curriculum site by its code, in a new tab', () => {
    render(<CurriculumCards results={[curriculumResult('AC9S5U01', '80.00', true, 'Adapted to survive')]} />);
    const card = within(screen.getByRole('article', { name: 'AC9S5U01 Adapted to survive' }));
    const link = card.getByRole('link', { name: CURRICULUM_LINK_TEXT });
    expect(CURRICULUM_LINK_TEXT).toMatch(/opens a new tab/);
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin).toBe('https://v9.australiancurriculum.edu.au');
    expect(url.pathname).toContain('/science/year-5/content-description');
    expect(url.searchParams.get('content-description-code')).toBe('AC9S5U01');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('has no link for a code that is not a science content description', () => {
    render(<CurriculumCards results={[curriculumResult('LOCAL-1', '50.00', false, 'A school’s own item')]} />);
    expect(screen.getByRole('article', { name: 'LOCAL-1 A school’s own item' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
