/** The two roles of the portal; the users table, its check constraint and the DTOs read this list. */
export const ROLES = ['Admin', 'Tamirci'] as const;
