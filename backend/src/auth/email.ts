/** E-mail addresses are stored and compared trimmed and in lower case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
