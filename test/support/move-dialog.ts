/**
 * The input a ship's move dialog is built from (canvas/move-context.ts and a module's part of it),
 * as the rule modules' dialog tests share it: the GM's view of an average ship on a quarter wind,
 * with some of her move used.
 */
import { EMPTY_MOVE } from '../../src/rules/move-record';
import { initialSaltntarState } from '../../src/rules/saltntar';
import { moveDialogContext } from '../../src/canvas/move-context';
import { saltntarDialogPart } from '../../src/modules/saltntar/move-dialog';

export const MOVE_DIALOG_INPUT = {
  isGM: true,
  record: { ...EMPTY_MOVE, allowance: 20.04, used: 3.26 },
  quality: 'average' as const,
  quarter: 'quarter' as const,
  saltntar: initialSaltntarState('longship'),
  windSpeed: 1,
};

export type MoveDialogInput = typeof MOVE_DIALOG_INPUT & { selectedShips?: number };

/** The dialog as the application builds it under Salt'n'Tar. */
export function saltntarDialog(input: MoveDialogInput) {
  const part = saltntarDialogPart({ ...input, state: input.saltntar });
  return moveDialogContext({ isGM: input.isGM, record: input.record, part });
}
