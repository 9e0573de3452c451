import { Link, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import type { StaffMember, StudioKind } from "~/backend/studio";
import { studioKindTables } from "~/backend/studio-kinds";
import { areasFor, can, kindsFor } from "./policy";
import { studioSections } from "./sections";

/** The studio's frame: its bar (what the member may open) and the page's main region. */
export function StudioShell({ member, children }: { member: StaffMember; children: ReactNode }) {
  const kinds: readonly StudioKind[] = kindsFor(member);
  const areas = areasFor(member);
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
              {studioSections
                .filter((section) => areas.includes(section.area))
                .map((section) => (
                  <li key={section.area}>
                    <NavLink to={section.href}>{section.label}</NavLink>
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

/**
 * "Newer" and "older" links of a list that pages on the server (decision 0502): the loader
 * reads one row more than it shows, and passes the query of the next page when there is one.
 */
export function StudioPager({ path, newer, older, label }: { path: string; newer?: string | null; older?: string | null; label: string }) {
  if (!newer && !older) return null;
  return (
    <nav className="st-pager" aria-label={label}>
      {newer ? <Link to={`${path}?${newer}`}>Newer</Link> : null}
      {older ? <Link to={`${path}?${older}`}>Older</Link> : null}
    </nav>
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
