// TEST DOUBLE support, never shipped: the sign-in stand-in's storage (sessions, grants, codes, tokens),
// in memory and private to one server, so a restart or a second server starts clean. Replaces
// oidc-provider's own development adapter, which is shared process-wide and evicts after 1000 entries.
import type { Adapter, UnknownObject } from 'oidc-provider';

interface Entry {
  payload: UnknownObject;
  expiresAt: number;
}

export function createMemoryAdapterFactory(): (modelName: string) => Adapter {
  const entries = new Map<string, Entry>();
  const now = () => Date.now();

  const read = (key: string): UnknownObject | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  return (modelName) => {
    const keyOf = (id: string) => `${modelName}:${id}`;
    const findWhere = (field: string, value: string) => {
      for (const [key, entry] of entries) {
        if (key.startsWith(`${modelName}:`) && entry.payload[field] === value) return read(key);
      }
      return undefined;
    };

    return {
      async upsert(id, payload, expiresIn) {
        entries.set(keyOf(id), { payload, expiresAt: now() + expiresIn * 1000 });
      },
      async find(id) {
        return read(keyOf(id));
      },
      async findByUid(uid) {
        return findWhere('uid', uid);
      },
      async findByUserCode(userCode) {
        return findWhere('userCode', userCode);
      },
      async consume(id) {
        const payload = read(keyOf(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      // Revoking a grant (logout, refresh-token reuse) removes this model's tokens issued under it.
      // Only this model's: an Interaction also names a grantId, and must outlive the grant.
      async revokeByGrantId(grantId) {
        for (const [key, entry] of entries) {
          if (key.startsWith(`${modelName}:`) && entry.payload.grantId === grantId) entries.delete(key);
        }
      },
    };
  };
}
