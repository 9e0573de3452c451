import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { studioKindTables } from "~/backend/studio-kinds";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { slugPattern } from "~/features/studio/fields";
import { can } from "~/features/studio/policy";
import { FieldFrame, StudioFormFields } from "~/features/studio/StudioShell";
import { formText, formTokenFor, kindParam, readStudioPost, requireCan } from "~/features/studio/studio.server";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";
import { notFound } from "~/server/not-found.server";

/**
 * /studio/content/{kind}/categories: the categories of blog articles, tutorials and help articles
 * in both languages (issue 41 item 4). A category is public as soon as it is saved, so only the
 * roles that publish the kind may change one.
 */
export const handle = { page: { cache: "private", sitemap: false, query: anyValueOf(["done"]) }, alternates: false, shell: "studio" } satisfies RouteHandle;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const kind = kindParam(params.kind);
  const member = requireCan(context, "read", kind);
  if (!studioKindTables[kind].categories) throw notFound(studioHeaders);
  const [categories, token] = await Promise.all([context.backend.listStudioCategories(kind), formTokenFor(context, member)]);
  return json({ kind, categories, token, canEdit: can(member, "publish", kind), done: new URL(request.url).searchParams.get("done") === "saved" }, { headers: studioHeaders });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const kind = kindParam(params.kind);
  if (!studioKindTables[kind].categories) throw notFound(studioHeaders);
  const { member, form } = await readStudioPost(request, context, "publish", kind);
  const id = formText(form, "id") || null;
  const values = {
    id,
    locale: formText(form, "locale") === "pt" ? ("pt" as const) : ("en" as const),
    name: formText(form, "name").trim(),
    slug: formText(form, "slug").trim(),
    displayOrder: Number(formText(form, "displayOrder") || "0"),
  };
  const errors: Record<string, string> = {};
  if (!values.name || values.name.length > 120) errors.name = "Enter a name of 1 to 120 characters.";
  if (!slugPattern.test(values.slug) || values.slug.length > 120) errors.slug = "Use lowercase letters, digits and single hyphens only.";
  if (!Number.isInteger(values.displayOrder) || Math.abs(values.displayOrder) > 10_000) errors.displayOrder = "Enter a whole number, e.g. 10.";
  if (id && !(await context.backend.listStudioCategories(kind)).some((category) => category.id === id)) throw notFound(studioHeaders);
  if (!Object.keys(errors).length && !(await context.backend.saveStudioCategory(kind, values, { email: member.email, role: member.role }))) {
    errors.slug = "Another category in this language has this slug.";
  }
  if (Object.keys(errors).length) return json({ errors, values }, { status: 400, headers: studioHeaders });
  return redirect(`/studio/content/${kind}/categories?done=saved`, { headers: studioHeaders });
}

export default function StudioCategories() {
  const { kind, categories, token, canEdit, done } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const table = studioKindTables[kind];
  const editing = reply?.values.id ?? null;
  return (
    <>
      <h1>{table.label} categories</h1>
      <p className="st-muted">
        <Link to={`/studio/content/${kind}`}>{table.plural}</Link>
      </p>
      {done && !reply ? (
        <p className="st-notice" role="status">
          Saved: the site shows it within a minute.
        </p>
      ) : null}
      {reply && editing ? (
        <p className="st-alert" role="alert">
          {Object.values(reply.errors).join(" ")} Nothing was saved.
        </p>
      ) : null}
      <ScrollRegion className="st-table-wrap" label="Categories">
        <table className="st-table">
          <thead>
            <tr>
              <th scope="col">Language</th>
              <th scope="col">Name, slug and order</th>
            </tr>
          </thead>
          <tbody>
            {categories.map((category) => (
              <tr key={category.id}>
                <td>{category.locale === "pt" ? "Portuguese" : "English"}</td>
                <td>
                  {canEdit ? (
                    <Form method="post" className="st-filters" aria-label={`Change ${category.name}`}>
                      <StudioFormFields token={token} />
                      <input type="hidden" name="id" value={category.id} />
                      <input type="hidden" name="locale" value={category.locale} />
                      <label className="sr-only" htmlFor={`name-${category.id}`}>
                        Name
                      </label>
                      <input id={`name-${category.id}`} name="name" defaultValue={editing === category.id ? reply?.values.name : category.name} />
                      <label className="sr-only" htmlFor={`slug-${category.id}`}>
                        Slug
                      </label>
                      <input id={`slug-${category.id}`} name="slug" defaultValue={editing === category.id ? reply?.values.slug : category.slug} />
                      <label className="sr-only" htmlFor={`order-${category.id}`}>
                        Order
                      </label>
                      <input id={`order-${category.id}`} name="displayOrder" inputMode="numeric" size={4} defaultValue={category.displayOrder} />
                      <button className="st-button" type="submit">
                        Save {category.name}
                      </button>
                    </Form>
                  ) : (
                    <>
                      {category.name} <span className="st-muted">/{category.slug}</span>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {canEdit ? (
        <>
          <h2>Add a category</h2>
          <Form method="post" className="st-panel" noValidate>
            <StudioFormFields token={token} />
            <FieldFrame id="new-locale" label="Language">
              {(describedBy) => (
                <select id="new-locale" name="locale" defaultValue={!editing ? reply?.values.locale : "en"} aria-describedby={describedBy}>
                  <option value="en">English</option>
                  <option value="pt">Portuguese</option>
                </select>
              )}
            </FieldFrame>
            <FieldFrame id="new-name" label="Name" error={!editing ? reply?.errors.name : undefined}>
              {(describedBy) => <input id="new-name" name="name" defaultValue={!editing ? reply?.values.name : ""} aria-invalid={!editing && reply?.errors.name ? true : undefined} aria-describedby={describedBy} />}
            </FieldFrame>
            <FieldFrame id="new-slug" label="Slug" hint="A Portuguese category shares its English twin's slug, so filters carry over between languages." error={!editing ? reply?.errors.slug : undefined}>
              {(describedBy) => <input id="new-slug" name="slug" defaultValue={!editing ? reply?.values.slug : ""} aria-invalid={!editing && reply?.errors.slug ? true : undefined} aria-describedby={describedBy} />}
            </FieldFrame>
            <FieldFrame id="new-order" label="Order (lower comes first)" error={!editing ? reply?.errors.displayOrder : undefined}>
              {(describedBy) => <input id="new-order" name="displayOrder" inputMode="numeric" defaultValue={!editing ? String(reply?.values.displayOrder ?? 0) : "0"} aria-invalid={!editing && reply?.errors.displayOrder ? true : undefined} aria-describedby={describedBy} />}
            </FieldFrame>
            <button className="st-button st-button-primary" type="submit">
              Add category
            </button>
          </Form>
        </>
      ) : null}
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Categories | StayLoop Studio" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;
