// What the app and other features may use of customer accounts.
export { toAdminUser } from './admin-user-mapper';
export { toPublicUser } from './public-user';
export { findUserByEmail, findUserById } from './user-repository';
export { searchedUserIds, userMatches } from './user-search';
