// Candidates for the benchmarks, made in one statement: users with the demo password (a cheap argon2id hash, or
// thousands of sign-ins would take minutes), each with a copy of a template pipeline whose user ids name them.
import argon2 from 'argon2';

export const CANDIDATE_PASSWORD = 'demo12345';

/**
 * Creates `count` candidates named `<prefix><n>`, each with a copy of the pipeline `templateId` (its snapshot's
 * and projection's user id set to theirs); answers their ids and usernames, in order.
 */
export async function seedCandidates(db, templateId, count, prefix) {
  const passwordHash = await argon2.hash(CANDIDATE_PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 1024,
    timeCost: 1,
    parallelism: 1,
  });
  const columns = (
    await db.query(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name = 'workflow_instances'
          AND column_name NOT IN ('id', 'business_key', 'owner_user_id', 'snapshot', 'projection')
        ORDER BY ordinal_position`,
    )
  ).rows.map((row) => row.column_name);
  const { rows } = await db.query(
    `WITH candidates AS (
       INSERT INTO users (username, password_hash, role, first_name, last_name, name)
       SELECT $4 || n, $3, 'user', 'Бенчмарк', n::text, n::text || ' Бенчмарк'
         FROM generate_series(1, $2::int) AS n
       RETURNING id, username),
     pipelines AS (
       INSERT INTO workflow_instances (business_key, owner_user_id, snapshot, projection, ${columns.join(', ')})
       SELECT 'user:' || c.id, c.id, jsonb_set(t.snapshot, '{context,user_id}', to_jsonb(c.id)),
              jsonb_set(t.projection, '{user_id}', to_jsonb(c.id)), ${columns.map((name) => `t.${name}`).join(', ')}
         FROM candidates c CROSS JOIN workflow_instances t
        WHERE t.id = $1::bigint)
     SELECT id, username FROM candidates ORDER BY id`,
    [templateId, count, passwordHash, prefix],
  );
  return rows;
}
