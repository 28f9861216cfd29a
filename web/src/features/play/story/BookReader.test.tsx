import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookReader } from './BookReader';
import { READ_TO_ME, STOP_READING } from './ReadAloudButton';
import { BACK, GO_TO_THE_CHECK, NEXT } from './storyTexts';
import { SEED_BOOK } from './testStories';
import { stubSpeech } from './testSpeech';

afterEach(() => {
  vi.unstubAllGlobals();
});

function read(busy = false) {
  const onFinished = vi.fn<(reached: number) => void>();
  render(<BookReader book={SEED_BOOK} onFinished={onFinished} busy={busy} />);
  return onFinished;
}

const button = (name: string) => screen.getByRole('button', { name });
const pageText = (index: number) => screen.getByText(SEED_BOOK.pages[index]?.text ?? '');
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const picture = () => screen.getByRole('img').getAttribute('src');

describe('BookReader', () => {
  it('shows one page at a time and turns with Next and Back, counting the pages read', () => {
    read();
    expect(heading()).toBe('Page 1 of 3');
    expect(pageText(0)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Picture for page 1' })).toBeTruthy();
    expect(picture()).toBe(SEED_BOOK.pages[0]?.illustrationUrl);
    expect(button(BACK)).toHaveProperty('disabled', true);
    expect(screen.getByText('Pages read: 1 of 3')).toBeTruthy();

    fireEvent.click(button(NEXT));
    expect(heading()).toBe('Page 2 of 3');
    expect(pageText(1)).toBeTruthy();
    expect(screen.queryByText(SEED_BOOK.pages[0]?.text ?? '')).toBeNull();
    expect(picture()).toBe(SEED_BOOK.pages[1]?.illustrationUrl);
    expect(screen.getByText('Pages read: 2 of 3')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Page 2 of 3');

    fireEvent.click(button(BACK));
    expect(heading()).toBe('Page 1 of 3');
    expect(screen.getByText('Pages read: 2 of 3')).toBeTruthy();
  });

  it('moves focus to the page just turned to, so a screen reader reads it', () => {
    read();
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(button(NEXT));
    expect(document.activeElement?.textContent).toBe(SEED_BOOK.pages[1]?.text);
  });

  it('turns with the arrow keys while the book has focus, but not from a text field', () => {
    read();
    const book = screen.getByRole('region', { name: 'Book' });
    fireEvent.keyDown(book, { key: 'ArrowRight' });
    expect(heading()).toBe('Page 2 of 3');
    fireEvent.keyDown(document.activeElement ?? book, { key: 'ArrowRight' });
    expect(heading()).toBe('Page 3 of 3');
    fireEvent.keyDown(book, { key: 'ArrowRight' });
    expect(heading()).toBe('Page 3 of 3');
    fireEvent.keyDown(book, { key: 'ArrowLeft' });
    expect(heading()).toBe('Page 2 of 3');

    const field = document.createElement('input');
    book.appendChild(field);
    fireEvent.keyDown(field, { key: 'ArrowLeft' });
    expect(heading()).toBe('Page 2 of 3');
    field.remove();
  });

  it('turns on a sideways swipe, but not on a finger moving down the page', () => {
    read();
    const book = screen.getByRole('region', { name: 'Book' });
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(book, { pointerId: 1, isPrimary: true, clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(book, { pointerId: 1, isPrimary: true, clientX: to[0], clientY: to[1] });
    };
    swipe([300, 200], [120, 210]);
    expect(heading()).toBe('Page 2 of 3');
    swipe([200, 100], [140, 300]);
    expect(heading()).toBe('Page 2 of 3');
    swipe([200, 200], [170, 200]);
    expect(heading()).toBe('Page 2 of 3');
    swipe([100, 200], [260, 190]);
    expect(heading()).toBe('Page 1 of 3');
  });

  it('offers "Go to the check" only on the last page, and reports every page reached', () => {
    const onFinished = read();
    expect(screen.queryByRole('button', { name: GO_TO_THE_CHECK })).toBeNull();
    fireEvent.click(button(NEXT));
    expect(screen.queryByRole('button', { name: GO_TO_THE_CHECK })).toBeNull();
    fireEvent.click(button(NEXT));
    expect(screen.queryByRole('button', { name: NEXT })).toBeNull();
    expect(screen.getByText('Pages read: 3 of 3')).toBeTruthy();
    fireEvent.click(button(GO_TO_THE_CHECK));
    expect(onFinished).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('keeps "Go to the check" from a second tap while the answers are being sent', () => {
    read(true);
    fireEvent.click(button(NEXT));
    fireEvent.click(button(NEXT));
    expect(button(GO_TO_THE_CHECK)).toHaveProperty('disabled', true);
  });

  it('has no "Read to me" where the browser cannot speak', () => {
    expect('speechSynthesis' in window).toBe(false);
    read();
    expect(screen.queryByRole('button', { name: READ_TO_ME })).toBeNull();
  });

  it('reads the page aloud in Australian English, stops on request, and stops when the page turns', () => {
    const speech = stubSpeech();
    read();
    fireEvent.click(button(READ_TO_ME));
    expect(speech.spoken()).toEqual([{ text: SEED_BOOK.pages[0]?.text, lang: 'en-AU' }]);
    fireEvent.click(button(STOP_READING));
    expect(speech.cancel).toHaveBeenCalled();
    expect(button(READ_TO_ME)).toBeTruthy();

    fireEvent.click(button(READ_TO_ME));
    speech.cancel.mockClear();
    fireEvent.click(button(NEXT));
    expect(speech.cancel).toHaveBeenCalled();
    expect(button(READ_TO_ME)).toBeTruthy();
    fireEvent.click(button(READ_TO_ME));
    expect(speech.spoken().at(-1)?.text).toBe(SEED_BOOK.pages[1]?.text);
    expect(button(STOP_READING)).toBeTruthy();

    act(() => speech.finish());
    expect(button(READ_TO_ME)).toBeTruthy();
  });
});
