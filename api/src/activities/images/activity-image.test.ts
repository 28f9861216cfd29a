import { describe, expect, it } from 'vitest';
import { shippedActivities } from '../activity-library.js';
import { LAYOUTS, activitySvg } from './activity-image.js';
import { IMAGE_KINDS } from './image-urls.js';
import { fitText } from './text-layout.js';

/*
 * The images carry the activity's name in words: every shipped name must fit
 * whole, measured with the font the images are drawn with.
 */

describe('activity images', () => {
  it('fit every shipped name whole on the banner and the preview', () => {
    const cut: string[] = [];
    for (const activity of shippedActivities()) {
      for (const kind of IMAGE_KINDS) {
        const { text } = LAYOUTS[kind];
        const fitted = fitText(activity.name, text.width, text.maxLines, text.sizes);
        if (fitted.lines.join(' ') !== activity.name.split(/\s+/).join(' ')) cut.push(`${kind}: ${activity.name}`);
      }
    }
    expect(cut).toEqual([]);
  });

  it('shorten a name too long for the space with an ellipsis rather than spill over', () => {
    const fitted = fitText('Supercalifragilisticexpialidocious '.repeat(6).trim(), 400, 2, [40, 30]);
    expect(fitted.size).toBe(30);
    expect(fitted.lines.length).toBeLessThanOrEqual(2);
    expect(fitted.lines.at(-1)?.endsWith('…')).toBe(true);
  });

  it('draw the same SVG for the same activity, another for another, with names escaped', () => {
    const subject = { questId: 'q-env-001', name: 'Salt & <Pepper>', realm: 'Green Acres', activityType: 'quiz' };
    const svg = activitySvg(subject, 'banner');
    expect(activitySvg(subject, 'banner')).toBe(svg);
    expect(svg).toContain('Salt &#38; &#60;Pepper&#62;');
    expect(activitySvg({ ...subject, questId: 'q-env-002' }, 'banner')).not.toBe(svg);
    expect(activitySvg({ ...subject, realm: 'Edison Avenue' }, 'preview')).toContain('EDISON&#39;S ISLE · QUIZ');
  });
});
