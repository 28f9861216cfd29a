import type { components } from './generated/api.js';

type Schemas = components['schemas'];

/**
 * The API's answers the features map to GraphQL types, named after the
 * OpenAPI components the API's zod schemas declare (`npm run openapi`).
 */
export type RestUser = Schemas['User'];
export type RestSchool = Schemas['School'];
export type RestAuthStatus = Schemas['AuthStatus'];
export type RestGroup = Schemas['Group'];
export type RestAssignment = Schemas['Assignment'];
export type RestLinkStatus = Schemas['ParentLinkStatus'];
/** A child or a pending request, as the batch read of parents' children answers it. */
export type RestChild = Schemas['ChildDetail'];
export type RestParentLink = Schemas['ParentLink'];
export type RestLinkPerson = RestParentLink['parent'];
export type RestRegisteredUser = Schemas['RegisteredUser'];
export type RestPresentAccount = Schemas['PresentAccount'];
export type RestNewAccount = Schemas['NewAccount'];
