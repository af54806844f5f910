/** Shorter passwords are refused: the file holds an unsalted SHA-256, safe only for a long random one. */
export declare const MIN_PASSWORD_LENGTH: number;
/** The password as the replicas read it from the same file: one trailing newline dropped. */
export declare function passwordFromFile(text: string): string;
/** The ClickHouse server's `users.d` file: `default` removed, `user` with the password's SHA-256. */
export declare function clickhouseUsersXml(options: { user: string; password: string }): string;
