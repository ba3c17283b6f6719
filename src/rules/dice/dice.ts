import { RulesError, requireInteger } from '../errors';

/**
 * Every roll of the engine goes through a DiceSource. A rule asks for `count` dice of `faces`
 * sides and gets back the faces, each in 1..faces. Rules that read a d10 as 0–9 treat 10 as 0.
 */
export interface DiceSource {
  roll(count: number, faces: number): number[];
}

/** One request the engine made, with the faces it got: what a chat card shows as the dice. */
export interface DiceRecord {
  count: number;
  faces: number;
  results: number[];
}

/** Plays back given faces in order; the tests reproduce any outcome with it. */
export class ScriptedDice implements DiceSource {
  private readonly queue: number[];
  private position = 0;

  constructor(faces: readonly number[]) {
    this.queue = [...faces];
  }

  roll(count: number, faces: number): number[] {
    requireInteger('count', count, 0);
    requireInteger('faces', faces, 1);
    if (this.position + count > this.queue.length) {
      throw new DiceExhausted(count, faces, this.queue.length - this.position);
    }
    const out = this.queue.slice(this.position, this.position + count);
    for (const face of out) {
      if (!Number.isInteger(face) || face < 1 || face > faces) {
        throw new RulesError('BadScriptedFace', `A d${faces} cannot show ${face}.`, { face, faces });
      }
    }
    this.position += count;
    return out;
  }

  /** Faces given but not used; a test that scripts dice asserts this is zero. */
  get remaining(): number {
    return this.queue.length - this.position;
  }
}

/** Raised by ScriptedDice when a rule asks for more dice than were given. */
export class DiceExhausted extends RulesError {
  readonly count: number;
  readonly faces: number;

  constructor(count: number, faces: number, left: number) {
    super('DiceExhausted', `Asked for ${count}d${faces} with ${left} scripted faces left.`, { count, faces, left });
    this.count = count;
    this.faces = faces;
  }
}

/** Uniform dice from a random source in [0, 1): Math.random by default, a seeded one in tests. */
export class RandomDice implements DiceSource {
  constructor(private readonly random: () => number = Math.random) {}

  roll(count: number, faces: number): number[] {
    const out = new Array<number>(count);
    for (let i = 0; i < count; i++) out[i] = 1 + Math.floor(this.random() * faces);
    return out;
  }
}

/** Wraps a source and keeps every request in order. */
export class RecordingDice implements DiceSource {
  readonly records: DiceRecord[] = [];

  constructor(private readonly inner: DiceSource) {}

  roll(count: number, faces: number): number[] {
    const results = this.inner.roll(count, faces);
    this.records.push({ count, faces, results: [...results] });
    return results;
  }
}

/** A small, fast, seedable generator (mulberry32) for property tests and benches. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Reads a d10 the way the tables print it: the face 10 is the 0 row. */
export function d10Row(face: number): number {
  return face === 10 ? 0 : face;
}

/**
 * Runs a pure rule whose dice must come from an asynchronous roller (Foundry's `Roll`, which may
 * wait for Dice So Nice or manual entry). The rule runs against the faces rolled so far; when it
 * asks for more, exactly those dice are rolled and the rule runs again from the start. A rule is
 * a pure function of its dice, so each run repeats the last one up to the new request; the loop
 * ends after as many rounds as the rule makes requests.
 */
export async function resolveWithRoller<T, R>(
  rule: (dice: DiceSource) => T,
  roller: (count: number, faces: number) => Promise<{ results: number[]; roll: R }>,
): Promise<{ result: T; rolls: R[]; records: DiceRecord[] }> {
  const faces: number[] = [];
  const rolls: R[] = [];
  for (;;) {
    const scripted = new ScriptedDice(faces);
    const recording = new RecordingDice(scripted);
    try {
      const result = rule(recording);
      return { result, rolls, records: recording.records };
    } catch (error) {
      if (!(error instanceof DiceExhausted)) throw error;
      const { results, roll } = await roller(error.count, error.faces);
      // A partial earlier request cannot happen: the rule stops at its first unmet request.
      faces.push(...results);
      rolls.push(roll);
    }
  }
}
