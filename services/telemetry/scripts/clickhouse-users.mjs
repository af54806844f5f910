#!/usr/bin/env node
// `node services/telemetry/scripts/clickhouse-users.mjs [password-file] [users-file] [--user NAME]`: writes the
// ClickHouse server's user file from the password the telemetry replicas read (docs/guides/production.md,
// "Secrets"; docs/decisions/0713-clickhouse-password-from-a-secret.md). Defaults: `secrets/clickhouse-password`
// in, `secrets/clickhouse-users.xml` out, user `opstap`. The file holds the password's SHA-256, never the
// password, and removes the passwordless `default` user; Compose mounts it into the server's `users.d`.
// Node's own modules only, so any Node 18+ runs it where the stack is deployed.
import { createHash } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Shorter passwords are refused: the file holds an unsalted SHA-256, safe only for a long random one. */
export const MIN_PASSWORD_LENGTH = 20;

/** The password as the replicas read it from the same file: one trailing newline dropped (env-parsing.ts). */
export function passwordFromFile(text) {
  return text.replace(/\r?\n$/, '');
}

/**
 * The `users.d` file: `default` removed, `user` with the password's SHA-256, from any address (the server is
 * reachable on the stack's `store` network only), the stock profile and quota. `<yandex>` as the root: every
 * ClickHouse release reads it (the 18.16 the tests run and 26, which treats it as `<clickhouse>`).
 */
export function clickhouseUsersXml({ user, password }) {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(user))
    throw new Error(`user name "${user}": letters, digits and _ only, not starting with a digit`);
  if (user === 'default') throw new Error('user name "default": that user is the one this file removes');
  if (/\s/.test(password))
    throw new Error('the password has a space or a line break in it: write it alone, on one line');
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new Error(
      `the password has ${password.length} characters; at least ${MIN_PASSWORD_LENGTH} (for example \`openssl rand -hex 24\`)`,
    );
  const hash = createHash('sha256').update(password, 'utf8').digest('hex');
  return `<?xml version="1.0"?>
<!-- Written by services/telemetry/scripts/clickhouse-users.mjs from the replicas' password file. -->
<yandex>
  <users>
    <default remove="remove"></default>
    <${user}>
      <password_sha256_hex>${hash}</password_sha256_hex>
      <networks><ip>::/0</ip></networks>
      <profile>default</profile>
      <quota>default</quota>
    </${user}>
  </users>
</yandex>
`;
}

function main(args) {
  const userFlag = args.indexOf('--user');
  const user = userFlag === -1 ? 'opstap' : args[userFlag + 1];
  const paths = args.filter((_, index) => userFlag === -1 || (index !== userFlag && index !== userFlag + 1));
  const [passwordFile = 'secrets/clickhouse-password', usersFile = 'secrets/clickhouse-users.xml'] = paths;
  if (!user) throw new Error('--user needs a name');
  const xml = clickhouseUsersXml({ user, password: passwordFromFile(readFileSync(passwordFile, 'utf8')) });
  // 0644: the server reads it as its own user inside the container, and Compose mounts a file secret with the
  // file's own owner and mode; a hash of a long random password is no key to anything.
  writeFileSync(usersFile, xml);
  chmodSync(usersFile, 0o644);
  console.log(`${usersFile}: user ${user}, the password's SHA-256 from ${passwordFile}; default removed`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`clickhouse-users: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
