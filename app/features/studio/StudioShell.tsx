import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import type { StaffMember, StudioKind } from "~/backend/studio";
import { studioKindTables } from "~/backend/studio-kinds";
import { can, kindsFor } from "./policy";

/** The studio's frame: its bar (what the member may open) and the page's main region. */
export function StudioShell({ member, children }: { member: StaffMember; children: ReactNode }) {
  const kinds: readonly StudioKind[] = kindsFor(member);
  return (
    <div className="st-body min-h-screen">
      <header className="st-bar">
        <div className="st-bar-inner">
          <a className="st-brand" href="/studio">
            StayLoop Studio
          </a>
          <nav aria-label="Studio">
            <ul className="st-nav">
              {kinds.map((kind) => (
                <li key={kind}>
                  <NavLink to={`/studio/content/${kind}`}>{studioKindTables[kind].plural}</NavLink>
                </li>
              ))}
              {can(member, "manage-staff") ? (
                <li>
                  <NavLink to="/studio/staff">Staff</NavLink>
                </li>
              ) : null}
              {can(member, "read-audit") ? (
                <li>
                  <NavLink to="/studio/audit">Audit log</NavLink>
                </li>
              ) : null}
              <li>
                <a href="/">Website</a>
              </li>
            </ul>
          </nav>
          <p className="st-who">
            {member.name} · {member.role}
          </p>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="st-main">
        {children}
      </main>
    </div>
  );
}

/** A field's label, control, hint and message, wired for assistive technology. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="st-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span className="st-hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {children(described)}
      {error ? (
        <span className="st-error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The hidden fields every studio form carries: the form token and what the post is for. */
export function StudioFormFields({ token, intent }: { token: string; intent?: string }) {
  return (
    <>
      <input type="hidden" name="_token" value={token} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
    </>
  );
}
