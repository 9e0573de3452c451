import type { StudioActor } from "../studio";

/**
 * The audit entry of an inbox or library write (issue 43, decision 0502), as one D1 statement
 * to put in the same batch as the write it records, so a write is never without its entry nor
 * an entry without its write. `area` is the studio area (app/features/studio/policy.ts
 * `studioAreas`); `detail` says what changed in words an admin reads. On Supabase the same
 * entry is `perform public.studio_audit_entry(…)` inside the write's function.
 */
export function studioAuditStatement(db: D1Database, actor: StudioActor, action: string, area: string, itemId: string | null, detail: string | null): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO studio_audit (actor_email, actor_role, action, kind, item_id, before_revision, after_revision, detail) VALUES (?1, ?2, ?3, ?4, ?5, NULL, NULL, ?6)`)
    .bind(actor.email, actor.role, action, area, itemId, detail);
}
