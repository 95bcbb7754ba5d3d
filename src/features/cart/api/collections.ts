/** The collection holding users/{uid} with its cart field. */
export const USERS_COLLECTION = 'users';
