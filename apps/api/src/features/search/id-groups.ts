/** Ids grouped by a key (a driver, a departure date): a group is found without a scan. */
export interface IdGroups {
  add(key: string, id: string): void;
  delete(key: string, id: string): void;
  /** The ids of a group; empty when it has none. */
  idsOf(key: string): ReadonlySet<string>;
  keys(): Iterable<string>;
}

const NONE: ReadonlySet<string> = new Set();

export function createIdGroups(): IdGroups {
  const groups = new Map<string, Set<string>>();
  return {
    add(key, id) {
      let group = groups.get(key);
      if (!group) groups.set(key, (group = new Set()));
      group.add(id);
    },
    delete(key, id) {
      const group = groups.get(key);
      if (!group) return;
      group.delete(id);
      if (group.size === 0) groups.delete(key);
    },
    idsOf: (key) => groups.get(key) ?? NONE,
    keys: () => groups.keys(),
  };
}
