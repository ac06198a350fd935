// One schema for the whole portal; each capability adds its own file and re-exports it here.
export * from './core';
export * from './accounts';
export * from './news';
export * from './subscriptions';
export * from './mail';
export * from './engagement';
export * from './documents';
export * from './tools';
export * from './handbooks';
export * from './records';
export * from './comments';
export * from './consultations';
export * from './campaigns';
export * from './slides';
export * from './courses';
