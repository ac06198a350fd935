// One schema for the whole portal; each capability adds its own file and re-exports it here.
export * from './core';
export * from './accounts';
export * from './news';
export * from './subscriptions';
export * from './mail';
export * from './engagement';
