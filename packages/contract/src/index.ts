export * from './errors/error.ts';
export * from './language/language.ts';
export * from './parameters/institution.ts';
export * from './permissions/activities.ts';
