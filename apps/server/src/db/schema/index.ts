export * from './tenancy';
export * from './identity';
export * from './admin';
export * from './messaging';
export * from './customers';
export * from './visits';
export * from './doctor-portal';
