/**
 * The query API filters warnings by message prefix, and a class stars what varies ("Loading chunk * failed"):
 * a class's prefix is its text up to the first star.
 */
export function messagePrefix(messageClass: string): string {
  const star = messageClass.indexOf('*');
  return star < 0 ? messageClass : messageClass.slice(0, star);
}
