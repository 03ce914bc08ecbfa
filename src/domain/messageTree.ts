/** A translation file's shape: keys holding a message or a deeper tree. */
export type MessageTree = { [key: string]: string | MessageTree };

const isTree = (value: unknown): value is MessageTree => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Merges message trees into a new one; later sources win key by key. A tree two sources share is
 * merged into a fresh object, so no source is ever changed: the sources are the locale files' own
 * modules, which the app, the mock and the tests all read.
 */
export const mergeMessageTrees = (...sources: MessageTree[]): MessageTree =>
  sources.reduce<MessageTree>((target, source) => {
    Object.entries(source).forEach(([key, value]) => {
      const current = target[key];
      target[key] = isTree(value) && isTree(current) ? mergeMessageTrees(current, value) : value;
    });
    return target;
  }, {});
