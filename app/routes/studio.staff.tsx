import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { staffRoles, type StaffRole } from "~/backend/studio";
import { FieldFrame, StudioFormFields } from "~/features/studio/StudioShell";
import { formText, formTokenFor, readStudioPost, requireCan } from "~/features/studio/studio.server";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";

/** /studio/staff: admins add staff, set roles, switch accounts off (issue 41 item 3). */
export const handle = { page: { cache: "private", sitemap: false, query: anyValueOf(["done"]) }, alternates: false, shell: "studio" } satisfies RouteHandle;

const emailPattern = /^[^\s@<>"',;]{1,64}@[^\s@<>"',;]+\.[^\s@<>"',;]{2,}$/;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = requireCan(context, "manage-staff");
  const [staff, token] = await Promise.all([context.backend.listStaff(), formTokenFor(context, member)]);
  return json({ staff, token, me: member.email, done: new URL(request.url).searchParams.get("done") === "saved" }, { headers: studioHeaders });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { member, form } = await readStudioPost(request, context, "manage-staff");
  const email = formText(form, "email").trim().toLowerCase();
  const name = formText(form, "name").trim();
  const role = formText(form, "role");
  const active = formText(form, "active") !== "no";
  const errors: Record<string, string> = {};
  if (!emailPattern.test(email) || email.length > 254) errors.email = "Enter the address the person signs in with, e.g. ana@stayloop.io.";
  // eslint-disable-next-line no-control-regex -- a name with control characters is refused
  if (!name || name.length > 120 || /[\u0000-\u001f]/.test(name)) errors.name = "Enter a name of 1 to 120 characters.";
  if (!(staffRoles as readonly string[]).includes(role)) errors.role = "Choose a role.";
  // An admin cannot lock themselves out: another admin must change their own account.
  if (email === member.email && (role !== "admin" || !active)) errors.role = "You cannot remove your own admin access; ask another admin.";
  if (Object.keys(errors).length) return json({ errors, values: { email, name, role, active } }, { status: 400, headers: studioHeaders });
  await context.backend.saveStaffMember({ email, name, role: role as StaffRole, active }, { email: member.email, role: member.role });
  return redirect("/studio/staff?done=saved", { headers: studioHeaders });
}

export default function StudioStaff() {
  const { staff, token, me, done } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const values = reply?.values;
  return (
    <>
      <h1>Staff</h1>
      {done && !reply ? (
        <p className="st-notice" role="status">
          Saved. The change applies from the person's next page.
        </p>
      ) : null}
      <ScrollRegion className="st-table-wrap" label="Staff members">
        <table className="st-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Account</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {staff.map((person) => (
              <tr key={person.email}>
                <td>{person.name}</td>
                <td>{person.email}</td>
                <td>{person.role}</td>
                <td>{person.active ? "Active" : "Switched off"}</td>
                <td>
                  {person.email === me ? (
                    <span className="st-muted">You</span>
                  ) : (
                    <Form method="post" className="st-filters" aria-label={`Change ${person.name}`}>
                      <StudioFormFields token={token} />
                      <input type="hidden" name="email" value={person.email} />
                      <input type="hidden" name="name" value={person.name} />
                      <label className="sr-only" htmlFor={`role-${person.email}`}>
                        Role of {person.name}
                      </label>
                      <select id={`role-${person.email}`} name="role" defaultValue={person.role}>
                        {staffRoles.map((role) => (
                          <option key={role}>{role}</option>
                        ))}
                      </select>
                      <label className="sr-only" htmlFor={`active-${person.email}`}>
                        Account of {person.name}
                      </label>
                      <select id={`active-${person.email}`} name="active" defaultValue={person.active ? "yes" : "no"}>
                        <option value="yes">Active</option>
                        <option value="no">Switched off</option>
                      </select>
                      <button className="st-button" type="submit">
                        Save
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <h2>Add a member of staff</h2>
      <Form method="post" className="st-panel" noValidate>
        <StudioFormFields token={token} />
        <FieldFrame id="staff-email" label="Email (as they sign in through Cloudflare Access)" error={reply?.errors.email}>
          {(describedBy) => <input id="staff-email" name="email" type="email" defaultValue={values?.email ?? ""} aria-invalid={reply?.errors.email ? true : undefined} aria-describedby={describedBy} autoComplete="off" />}
        </FieldFrame>
        <FieldFrame id="staff-name" label="Name" error={reply?.errors.name}>
          {(describedBy) => <input id="staff-name" name="name" type="text" defaultValue={values?.name ?? ""} aria-invalid={reply?.errors.name ? true : undefined} aria-describedby={describedBy} autoComplete="off" />}
        </FieldFrame>
        <FieldFrame id="staff-role" label="Role" error={reply?.errors.role} hint="admin: everything; editor: publishes every kind; writer: drafts only; recruiter: jobs and applications; support: help articles and comments.">
          {(describedBy) => (
            <select id="staff-role" name="role" defaultValue={values?.role ?? "writer"} aria-invalid={reply?.errors.role ? true : undefined} aria-describedby={describedBy}>
              {staffRoles.map((role) => (
                <option key={role}>{role}</option>
              ))}
            </select>
          )}
        </FieldFrame>
        <button className="st-button st-button-primary" type="submit">
          Add to staff
        </button>
      </Form>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Staff | StayLoop Studio" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;
