import { describe, expect, it } from 'vitest';
import { madeOncePer, madeOncePerPair } from './made-once';

describe('values made once per object', () => {
  it('gives the same value for the same object and makes a new one for another, null kept as made', () => {
    const made = madeOncePer<object, { n: number } | null>();
    let calls = 0;
    const make = () => {
      calls += 1;
      return calls === 2 ? null : { n: calls };
    };
    const a = {};
    const b = {};
    const first = made(a, make);
    expect(made(a, make)).toBe(first);
    expect(made(b, make)).toBeNull();
    expect(made(b, make)).toBeNull();
    expect(calls).toBe(2);
  });

  it('per pair and key: each part of the triple tells values apart, and the keys start over past the limit', () => {
    const made = madeOncePerPair<object, object, string[]>(3);
    let calls = 0;
    const make = () => {
      calls += 1;
      return [String(calls)];
    };
    const rows = {};
    const marks = {};
    const value = made(rows, marks, '10', make);
    expect(made(rows, marks, '10', make)).toBe(value);
    expect(made(rows, {}, '10', make)).not.toBe(value);
    expect(made({}, marks, '10', make)).not.toBe(value);
    expect(made(rows, marks, '01', make)).not.toBe(value);
    expect(calls).toBe(4);
    // Two keys of the pair so far; a third fills it, a fourth starts the pair's keys over.
    made(rows, marks, '11', make);
    expect(made(rows, marks, '10', make)).toBe(value);
    made(rows, marks, '00', make);
    expect(made(rows, marks, '10', make)).not.toBe(value);
  });
});
