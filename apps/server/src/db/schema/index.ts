export * from './tenancy';
export * from './identity';
