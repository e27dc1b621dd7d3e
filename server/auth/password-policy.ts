// Password strength for accounts created from the command line (create-admin).
const COMMON = new Set([
  ...['password1234', 'password123', '1234567890', '0123456789', 'qwertyuiop'],
  ...['administrator', 'admin12345', 'letmein123', 'iloveyou12', 'changeme123'],
]);

const COMMON_PARTS = /password|passw0rd|qwerty|12345|admin|letmein|welcome|iloveyou/i;

/** The reason a password is too weak, or null when it is acceptable. */
export function passwordWeakness(password: string, email = ''): string | null {
  if (password.length < 10) return 'it must be at least 10 characters long';
  if (password.length > 1024) return 'it must be at most 1024 characters long';
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((re) => re.test(password)).length;
  // A long passphrase ('a long passphrase') is strong without mixing character classes.
  if (password.length < 16 && classes < 3) {
    return 'it needs 16 characters, or at least three of: lower case, upper case, digits, symbols';
  }
  if (COMMON.has(password.toLowerCase()) || COMMON_PARTS.test(password))
    return 'it is built on a common password';
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 3 && password.toLowerCase().includes(local))
    return 'it must not contain the e-mail name';
  if (new Set(password).size < 5) return 'it must use at least 5 different characters';
  return null;
}
