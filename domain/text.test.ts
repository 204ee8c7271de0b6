import { describe, expect, it } from 'vitest';
import { characterCount } from './text';

describe('characterCount', () => {
  it('counts an emoji or a letter outside the basic plane as one, unlike String.length', () => {
    expect(characterCount('harbour')).toBe(7);
    expect(characterCount('📸')).toBe(1);
    expect('📸'.length).toBe(2);
    expect(characterCount('𝒢limpse')).toBe(7);
    expect(characterCount('')).toBe(0);
  });
});
