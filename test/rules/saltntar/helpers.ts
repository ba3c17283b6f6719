import { turnPasses, type SaltntarShipState } from '../../../src/rules/saltntar';

/** Her state in the n-th turn after an order given at the end of this one (n turn starts). */
export function turnsLater(state: SaltntarShipState, n: number, windSpeed = 2): SaltntarShipState {
  for (let i = 0; i < n; i++) state = turnPasses(state, windSpeed);
  return state;
}
