/**
 * The seal of a card and the commitment of a pick are SHA-256 digests of canonical JSON. They are
 * checked here against Node's own SHA-256, on the standard's test messages and on any text, so a
 * seal written by an older build still matches what this one computes.
 */
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { sha256Hex } from '../../src/authority/ledger/sha256';
import { digestOf, sealOf } from '../../src/authority/ledger/seal';
import { canonical } from '../../src/authority/writes/effects';

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('SHA-256', () => {
  it('gives the digests the standard lists for its test messages', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(sha256Hex('a'.repeat(1_000_000))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  it('agrees with Node on every length around the 64-byte block and its padding', () => {
    for (let length = 0; length <= 200; length++) {
      const text = 'x'.repeat(length);
      expect(sha256Hex(text), `${length} bytes`).toBe(nodeSha256(text));
    }
  });

  it('agrees with Node on any text, non-ASCII and lone surrogates included (as UTF-8)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => sha256Hex(text) === nodeSha256(text)),
      { numRuns: 200 },
    );
  });
});

describe('the seal of a card', () => {
  it('is the SHA-256 of its type, data and rolls as canonical JSON', () => {
    const card = {
      type: 'broadside',
      system: { ship: 'Ajax', dice: [6, 1, 3], note: 'Æolus — à bâbord' },
      rolls: ['r'],
    };
    expect(sealOf(card)).toBe(nodeSha256(canonical({ type: card.type, system: card.system, rolls: card.rolls })));
    expect(sealOf(card)).toBe('9e7ff297028f2029ec603906d9e225fa2ee31bdbfaa5f783d4155c67e55ebd30');
  });

  it('is the digest of any value as canonical JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => digestOf(value) === nodeSha256(canonical(value))),
      { numRuns: 200 },
    );
  });
});
