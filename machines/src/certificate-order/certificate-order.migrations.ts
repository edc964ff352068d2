import type { SnapshotMigrations } from '../core/persistence';

interface V1User {
  status: string;
}

/** Upgrades of stored certificateOrder snapshots; key n turns version n into n + 1. */
export const certificateOrderMigrations: SnapshotMigrations = {
  /**
   * v2 separates the director's approval from the issue of the certificate: an approved user waits for
   * `certificates.issue`, which names the user's certificate. A v1 user has none yet; a v1 order that was
   * `complete` (everyone approved) now awaits the issue.
   */
  1: (snapshot) => {
    const context = snapshot.context as { users: V1User[] };
    context.users = context.users.map((user) => ({ ...user, certificate_id: null }));
    if (snapshot.value === 'complete') {
      snapshot.value = 'issuing';
      snapshot.status = 'active';
      delete snapshot.output;
    }
    return snapshot;
  },
};
