/**
 * How far the world trusts its players with cards that hit the GM's ships (decision
 * desk-player-trust): the GM chooses it in a world setting, which only GMs write.
 */

/** `gmApproves`: such a card waits for the GM (the default); `atOnce`: its player applies it himself. */
export const PLAYER_TRUST = ['gmApproves', 'atOnce'] as const;
export type PlayerTrust = (typeof PLAYER_TRUST)[number];
export const DEFAULT_TRUST: PlayerTrust = 'gmApproves';

/** The trust a stored value names; anything else is the default, never more. */
export const trustOf = (value: unknown): PlayerTrust =>
  (PLAYER_TRUST as readonly unknown[]).includes(value) ? (value as PlayerTrust) : DEFAULT_TRUST;
