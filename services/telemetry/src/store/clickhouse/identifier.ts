const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/**
 * The database name comes from configuration and is written into statements as a name (a query
 * parameter cannot name a database in DDL): plain identifiers only, never quoted around input.
 */
export function assertIdentifier(name: string, what = 'identifier'): string {
  if (!IDENTIFIER.test(name)) {
    throw new Error(
      `${what} must be letters, digits and underscores, starting with a letter: ${JSON.stringify(name)}`,
    );
  }
  return name;
}
