/**
 * The rule modules the system brings, one line each: a new module is its folder and its line here.
 * The entry registers every export of this file; a module namespace lists its exports by name, so
 * the settings offer the modules in that order and the first that plays an aspect is its default
 * (Kiss Me, Hardy for the turn sequence and movement, as worlds have always had them).
 */
export { HIGH_SEAS_MODULE } from './highseas';
export { KMH_MODULE } from './kmh/module';
export { KYNGESREACH_MODULE } from './kyngesreach';
export { SALTNTAR_MODULE } from './saltntar';
