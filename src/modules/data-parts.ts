/** The parts the rule modules add to actors' data: registered by the entry before any actor is built. */
import { registerDataPart } from '../registry/data-parts';
import { KR_SHIP_PART } from './kyngesreach/part';

export function registerModuleParts(): void {
  registerDataPart(KR_SHIP_PART);
}
