import { describe, expect, it } from 'vitest';
import { addCrewMember, clickTrack, numberProblem, numberProblemMessage } from '../../src/sheets/tracks';
import { format, localizer } from '../support/render';

describe('clicking a damage track', () => {
  it('strikes up to a clear box and clears from a struck one', () => {
    expect(clickTrack(5, false)).toBe(5);
    expect(clickTrack(5, true)).toBe(4);
    expect(clickTrack(1, true)).toBe(0);
  });

  it('asks for the same value when the same drawn box is clicked twice', () => {
    const first = clickTrack(7, false);
    expect(clickTrack(7, false)).toBe(first);
  });
});

describe('typed numbers', () => {
  const guns = { integer: true, min: 0, max: 150, nullable: false };
  it('accepts whole numbers in range', () => {
    expect(numberProblem(0, guns)).toBeNull();
    expect(numberProblem(150, guns)).toBeNull();
  });
  it('names what is wrong', () => {
    expect(numberProblem(-3, guns)).toBe('tooSmall');
    expect(numberProblem(2.5, guns)).toBe('notWhole');
    expect(numberProblem(151, guns)).toBe('tooLarge');
    expect(numberProblem(Number.NaN, guns)).toBe('notANumber');
    expect(numberProblem('12', guns)).toBe('notANumber');
    expect(numberProblem(null, guns)).toBe('required');
  });
  it('lets an override be emptied', () => {
    expect(numberProblem(null, { integer: true, min: 1, max: 3, nullable: true })).toBeNull();
  });
});

describe('crew roster', () => {
  const roster = [{ actor: 'Actor.a', role: 'captain' }];
  it('adds a new crew member', () => {
    expect(addCrewMember(roster, 'Actor.b', 'master')).toEqual([...roster, { actor: 'Actor.b', role: 'master' }]);
  });
  it('does not add the same actor twice', () => {
    expect(addCrewMember(roster, 'Actor.a', 'master')).toBeNull();
    expect(roster).toHaveLength(1);
  });
});

describe('the message for a refused number', () => {
  const { localize } = localizer('en');
  const say = (value: unknown) => {
    const bounds = { integer: true, min: 0, max: 150, nullable: false };
    const problem = numberProblem(value, bounds);
    if (!problem) return null;
    const { key, data } = numberProblemMessage(problem, 'Guns', value, bounds);
    return format(localize(key), data);
  };

  it('names the field, the bound and what was typed', () => {
    expect(say(-3)).toBe('Guns cannot be less than 0 (you entered -3).');
    expect(say(2.5)).toBe('Guns must be a whole number (you entered 2.5).');
    expect(say(200)).toBe('Guns cannot be more than 150 (you entered 200).');
    expect(say(74)).toBeNull();
  });
});
