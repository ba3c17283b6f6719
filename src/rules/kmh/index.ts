export * from './ship-tables';
export * from './nations';
