export * from './character';
export * from './locations';
export * from './weapons';
export * from './decisions';
