/**
 * What Salt'n'Tar does when a battle changes, whatever rules a world has chosen (each acts only on
 * a battle its turn runs): index.ts registers these on the hooks.
 */
import { queueSaltntarTurn } from '../../canvas/activation';
import { keptBackToFlags } from '../../canvas/foundry-sailing';
import { runsDesk } from '../../authority/foundry-desk';
import { BroadsideCombat } from '../../combat/combat';

/** A battle updated: the phases stepped past are rolled, then a turn's half moves start. */
export function battleUpdated(combat: unknown): void {
  queueSaltntarTurn(combat);
}

/** A battle ended (deleted): what it kept of each ship's Salt'n'Tar record goes back to her flag. */
export function battleEnded(combat: unknown): void {
  if (runsDesk() && combat instanceof BroadsideCombat) void keptBackToFlags(combat);
}
