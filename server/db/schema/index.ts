export * from './accounts';
export * from './settings';
export * from './bible';
export * from './hebrew';
export * from './analytics';
export * from './uploads';
export * from './mail';
