/**
 * Salt'n'Tar as a rule module: its fixed phases and its movement rules, which go together (its turn
 * starts its ships' half moves, which no other movement rolls; its movement needs the strain, luck
 * and wind phases only its own turn runs).
 */
import type { RuleModule } from '../../registry/rule-modules';
import type { TurnSequence } from '../../combat/turn-sequence';
import { SALTNTAR_MOVEMENT } from './movement';
import { SALTNTAR_PHASE_ROLLS, TRACKER_ROLLED_PHASES } from './phases';
import { sequenceContext } from './sequence-context';
import { registerPhaseRoller, sequenceRequest } from './sequence-desk';
import { SALTNTAR_SHIP_BLOCK } from './ship-block';
import type { ModuleSheets } from '../../sheets/sheet-blocks';
import { SALTNTAR_HULL } from './ship-hull';
import { queueSaltntarTurn } from './activation';
import { sequenceMoveTurn } from './move-lock';
import { saltntarSequence } from './battle-sequence';
import { registerMigration } from '../../data/migrations';
import { STRAIN_TO_THE_BATTLE } from './migration';
import { SALTNTAR_BATTLE_PART } from './battle';
import { MODULE_MANIFEST } from './manifest';
import { TEMPLATES } from './templates';

/** Fixed phases: no deck, so no Fire card to wait on; the tracker shows the phases and rolls their dice. */
const SALTNTAR_TURN_SEQUENCE: TurnSequence = {
  trackerView: (combat) => (squadrons, isGM) =>
    sequenceContext(combat.sequence, squadrons, isGM, TRACKER_ROLLED_PHASES),
  hasDeck: false,
  firesOnCards: false,
  phases: SALTNTAR_PHASE_ROLLS,
  requests: { sequence: sequenceRequest },
  battleUpdated: queueSaltntarTurn,
  moveTurn: (combat, member) => sequenceMoveTurn(saltntarSequence(combat), member.side),
};

/** Its hull on the ship sheet, with the select the module keeps itself (ship-hull.ts). */
const SALTNTAR_SHEETS: ModuleSheets = { ship: [{ ...SALTNTAR_SHIP_BLOCK, ...SALTNTAR_HULL }] };

export const SALTNTAR_MODULE: RuleModule = {
  ...MODULE_MANIFEST,
  aspectLabels: { turnSequence: 'BROADSIDE.Modules.saltntar.turnSequence' },
  aspects: { turnSequence: SALTNTAR_TURN_SEQUENCE, movement: SALTNTAR_MOVEMENT },
  needs: { turnSequence: ['movement'], movement: ['turnSequence'] },
  templates: TEMPLATES,
  register: () => {
    registerPhaseRoller();
    // Its strain's move to the battle data (schema 3), run with the system's migrations.
    registerMigration(STRAIN_TO_THE_BATTLE);
  },
  sheets: SALTNTAR_SHEETS,
  rootParts: [SALTNTAR_BATTLE_PART],
};
