import { describe, expect, it } from 'vitest';
import { REALMS, findRealm, realmOfTopic, topicOfRealm } from './realms.js';

describe('realms and topics', () => {
  it('has ten realms mapped one to one to ten topics, numbered 1 to 10', () => {
    expect(REALMS).toHaveLength(10);
    expect(new Set(REALMS.map((r) => r.topic)).size).toBe(10);
    expect(REALMS.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(REALMS[0].topic).toBe('Environment & Nature');
    expect(REALMS[9].topic).toBe('Mathematics');
  });

  it('accepts both readings of the Edison realm', () => {
    expect(topicOfRealm("Edison's Isle")).toBe('Inventions');
    expect(topicOfRealm('Edison Avenue')).toBe('Inventions');
    expect(findRealm('Edison Avenue')?.realm).toBe("Edison's Isle");
  });

  it('accepts both readings of the dinosaur topic', () => {
    expect(realmOfTopic('Dinosaurs and Fossils')).toBe('Prehistoric Point');
    expect(realmOfTopic('Dinosaurs & Fossils')).toBe('Prehistoric Point');
    expect(realmOfTopic('Astrology')).toBeUndefined();
  });
});
