/**
 * Kyngesreach (the GURPS rules of the Sojourner's battles) as a rule module: its part of a ship's
 * data, its broadside card, the sheet's tracks, and its gunnery behind the gunnery contract.
 *
 * The system registers the module for its part of every ship and its card kind, but does not offer
 * it as a gunnery choice yet: its fire dialog is not built. `kyngesreachModule` is the module with
 * its gunnery, for a dialog to open once there is one (and for the tests that play it).
 */
import type { GunneryCardKind, GunneryContract } from '../../authority/gunnery';
import type { RuleModule } from '../../registry/rule-modules';
import { KYNGESREACH_DECISIONS } from '../../rules/kyngesreach';
import { krCardRule } from './card';
import { KR_CARD_TEMPLATE, registerKrCard } from './card-model';
import { KR, KR_SHIP_PART } from './part';
import { krSheetContext } from './sheet';
import { GURPS_CREW_BLOCK } from './crew-block';
import { krCardView } from './view';

export const KR_CARD: GunneryCardKind = {
  template: KR_CARD_TEMPLATE,
  rule: krCardRule,
  view: krCardView,
};

export const KR_SHEET_PART = 'templates/actor/kr-ship-part.hbs';

/** Kyngesreach gunnery, with the fire dialog it opens. */
export function krGunnery(openFire: GunneryContract['openFire']): GunneryContract {
  return { sheet: { template: KR_SHEET_PART, context: krSheetContext }, openFire, card: KR_CARD };
}

const KR_DECISIONS = KYNGESREACH_DECISIONS.map((d) => ({ id: d.id, question: d.rule, answer: d.decision }));

/** The module as the system registers it: its part and its card, no aspect offered yet. */
export const KYNGESREACH_MODULE: RuleModule = {
  id: KR,
  label: 'BROADSIDE.Modules.kyngesreach.name',
  aspects: {},
  dataParts: [KR_SHIP_PART],
  register: registerKrCard,
  decisions: KR_DECISIONS,
  sheets: { crew: [GURPS_CREW_BLOCK] },
};

/** The module playing gunnery, with the fire dialog given. */
export function kyngesreachModule(openFire: GunneryContract['openFire']): RuleModule {
  return { ...KYNGESREACH_MODULE, aspects: { gunnery: krGunnery(openFire) } };
}
