/**
 * What a player's boarding buttons send to the GM's client (decision desk-rolls) and their bounds:
 * the grapple with how many captains are willing, the next step of a recorded action, boarding
 * from boats with how many boats. Each request is read only when it carries exactly its keys, each
 * within what the buttons offer. Pure, and free of the data models.
 */
import { isObject } from '../../../guards';
import { MAX_UUID_LENGTH } from '../../../data/card-bounds';

/** The most boats a ship carries (the sheet's bound on its boats). */
export const MAX_BOATS = 12;

export type BoardingAsk =
  /** His ship grapples a ship he does not command, and how many captains want to lock (decision grapple-willing). */
  | { kind: 'grapple'; attacker: string; defender: string; willing: 1 | 2 }
  /** The next step of the action the GM's table records for his ship: the desk reads the record itself. */
  | { kind: 'boardingStep'; ship: string }
  /** His ship's boats row at a ship he does not command: how many go (no dice, decision boarding-boats). */
  | { kind: 'boardFromBoats'; attacker: string; defender: string; boats: number };

declare module '../../../authority/channel/protocol' {
  interface ModuleRequests {
    grapple: Extract<BoardingAsk, { kind: 'grapple' }>;
    boardingStep: Extract<BoardingAsk, { kind: 'boardingStep' }>;
    boardFromBoats: Extract<BoardingAsk, { kind: 'boardFromBoats' }>;
  }
}

const KEYS: Record<BoardingAsk['kind'], readonly string[]> = {
  grapple: ['kind', 'attacker', 'defender', 'willing'],
  boardingStep: ['kind', 'ship'],
  boardFromBoats: ['kind', 'attacker', 'defender', 'boats'],
};

const isUuid = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= MAX_UUID_LENGTH;

/** Whether the request carries exactly these keys. */
const exactly = (v: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(v).length === keys.length && keys.every((k) => k in v);

/** A boarding request read off the wire: every key it needs within its bounds, and nothing else; null otherwise. */
export function readBoardingAsk(v: unknown): BoardingAsk | null {
  if (!isObject(v) || !(typeof v.kind === 'string' && Object.hasOwn(KEYS, v.kind))) return null;
  const kind = v.kind as BoardingAsk['kind'];
  if (!exactly(v, KEYS[kind])) return null;
  switch (kind) {
    case 'grapple':
      if (!isUuid(v.attacker) || !isUuid(v.defender) || (v.willing !== 1 && v.willing !== 2)) return null;
      return { kind, attacker: v.attacker, defender: v.defender, willing: v.willing };
    case 'boardingStep':
      return isUuid(v.ship) ? { kind, ship: v.ship } : null;
    case 'boardFromBoats': {
      const boats = v.boats;
      if (!isUuid(v.attacker) || !isUuid(v.defender) || !Number.isInteger(boats)) return null;
      if ((boats as number) < 1 || (boats as number) > MAX_BOATS) return null;
      return { kind, attacker: v.attacker, defender: v.defender, boats: boats as number };
    }
  }
}
