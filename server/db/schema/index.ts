export * from './accounts';
export * from './settings';
export * from './bible';
export * from './hebrew';
export * from './analytics';
export * from './uploads';
export * from './setting-changes';
export * from './site-content';
export * from './mail';
export * from './timeline';
export * from './curriculum';
export * from './bot';

export * from './devotional';
