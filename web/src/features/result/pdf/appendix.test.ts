// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { activityImageUrl, fetchActivityImages } from './activityImages';
import { appendixActivities, appendixRows } from './appendix';

const activity = (questId: string) => ({ questId, name: `Activity ${questId}`, realm: 'Earth' });

describe('the report appendix (spec 2 §9)', () => {
  const assignments = [
    { activities: [activity('q1'), activity('q2')] },
    { activities: [activity('q2'), activity('q3'), activity('q1')] },
    { activities: [] },
    { activities: [activity('q4'), activity('q4')] },
  ];

  it('keeps each questId once, first occurrence first', () => {
    expect(appendixActivities(assignments).map((a) => a.questId)).toEqual(['q1', 'q2', 'q3', 'q4']);
  });

  it('lays the activities out 3 per row', () => {
    expect(appendixRows([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(appendixRows([])).toEqual([]);
  });

  it('fetches each image once from the API, leaving out the ones that fail', async () => {
    const asked: string[] = [];
    const fetchImage = (async (url: string) => {
      asked.push(url);
      if (url.includes('q3')) return new Response('nope', { status: 404 });
      if (url.includes('q4')) throw new TypeError('network');
      return new Response(new Uint8Array([1, 2, 3]), { status: 200 });
    }) as typeof fetch;
    const images = await fetchActivityImages(assignments, fetchImage);
    expect(asked.sort()).toEqual(['q1', 'q2', 'q3', 'q4'].map(activityImageUrl));
    expect([...images.keys()].sort()).toEqual(['q1', 'q2']);
    expect([...images.get('q1')!]).toEqual([1, 2, 3]);
    expect(activityImageUrl('a b')).toBe('/api/v1/activities/a%20b/images/preview.png');
  });
});
