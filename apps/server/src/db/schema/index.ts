export * from './tenancy';
export * from './identity';
export * from './admin';
export * from './messaging';
