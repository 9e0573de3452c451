-- The studio (issue 41, decision 0501; DESIGN §11), mirroring migrations/0030_studio.sql.
--
-- Staff, revisions, each piece's workflow and the audit log are invisible to the publishable
-- key: RLS on with no policy, and every privilege revoked from anon and authenticated. The
-- Worker reaches them with the secret key (service_role) through the functions below, which
-- write a change and its audit entry in one transaction. The audit log is append-only: no
-- role may update, delete or truncate it (privileges revoked, and a trigger refuses anyway).

create table public.studio_staff (
  email text primary key check (email = lower(email) and char_length(email) between 3 and 254 and email like '%_@_%'),
  name text not null check (char_length(name) between 1 and 120),
  role text not null check (role in ('admin', 'editor', 'writer', 'recruiter', 'support')),
  active boolean not null default true,
  created_at timestamptz not null default now()
);

create table public.studio_revisions (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('blog', 'tutorials', 'help', 'case-studies', 'comparisons')),
  item_id uuid not null,
  locale text not null check (locale in ('en', 'pt')),
  fields jsonb not null check (jsonb_typeof(fields) = 'object'),
  author_email text not null,
  based_on bigint references public.studio_revisions (id),
  note text,
  created_at timestamptz not null default now()
);
create index studio_revisions_item on public.studio_revisions (kind, item_id, id desc);

create table public.studio_items (
  kind text not null check (kind in ('blog', 'tutorials', 'help', 'case-studies', 'comparisons')),
  item_id uuid not null,
  review_revision bigint references public.studio_revisions (id),
  published_revision bigint references public.studio_revisions (id),
  last_published_at timestamptz,
  primary key (kind, item_id)
);

create table public.studio_audit (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_email text not null,
  actor_role text not null,
  action text not null,
  kind text not null,
  item_id text,
  before_revision bigint,
  after_revision bigint,
  detail text
);
create index studio_audit_actor on public.studio_audit (actor_email, id desc);
create index studio_audit_kind on public.studio_audit (kind, id desc);

alter table public.studio_staff enable row level security;
alter table public.studio_revisions enable row level security;
alter table public.studio_items enable row level security;
alter table public.studio_audit enable row level security;
revoke all on table public.studio_staff, public.studio_revisions, public.studio_items, public.studio_audit from anon, authenticated;
grant select on table public.studio_staff, public.studio_revisions, public.studio_items, public.studio_audit to service_role;
revoke insert, update, delete, truncate on table public.studio_staff, public.studio_revisions, public.studio_items, public.studio_audit from service_role;

create function public.studio_refuse_change() returns trigger language plpgsql set search_path = '' as $$
begin
  raise exception '% is append-only', tg_table_name using errcode = '42501';
end $$;
create trigger studio_audit_append_only before update or delete on public.studio_audit for each row execute function public.studio_refuse_change();
create trigger studio_audit_no_truncate before truncate on public.studio_audit for each statement execute function public.studio_refuse_change();
create trigger studio_revisions_immutable before update on public.studio_revisions for each row execute function public.studio_refuse_change();

-- The content table of a kind (the studio's five; app/backend/studio-kinds.ts).
create function public.studio_table(p_kind text) returns text language sql immutable set search_path = '' as $$
  select case p_kind when 'blog' then 'blog_articles' when 'tutorials' then 'tutorials' when 'help' then 'help_articles'
    when 'case-studies' then 'case_studies' when 'comparisons' then 'comparisons' end
$$;

-- The columns a save may write: those of the table, never the ones only publishing or the
-- database itself set.
create function public.studio_check_columns(p_table text, p_columns text[]) returns void language plpgsql set search_path = '' as $$
begin
  if p_table is null then raise exception 'unknown kind'; end if;
  if exists (
    select 1 from unnest(p_columns) c
     where c in ('id', 'locale', 'is_published', 'published_date', 'translation_of', 'preview_token', 'created_at', 'updated_at')
        or not exists (select 1 from information_schema.columns i where i.table_schema = 'public' and i.table_name = p_table and i.column_name = c)
  ) then
    raise exception 'a studio save may not write %', p_columns;
  end if;
end $$;

create function public.studio_audit_entry(p_actor text, p_role text, p_action text, p_kind text, p_item text, p_before bigint, p_after bigint, p_detail text)
returns void language sql security definer set search_path = '' as $$
  insert into public.studio_audit (actor_email, actor_role, action, kind, item_id, before_revision, after_revision, detail)
  values (p_actor, p_role, p_action, p_kind, p_item, p_before, p_after, p_detail)
$$;

create function public.studio_save_staff(p_email text, p_name text, p_role text, p_active boolean, p_actor text, p_actor_role text)
returns void language plpgsql security definer set search_path = '' as $$
declare
  v_before public.studio_staff;
begin
  select * into v_before from public.studio_staff where email = p_email for update;
  insert into public.studio_staff (email, name, role, active) values (p_email, p_name, p_role, p_active)
  on conflict (email) do update set name = excluded.name, role = excluded.role, active = excluded.active;
  perform public.studio_audit_entry(p_actor, p_actor_role, case when v_before.email is null then 'staff.add' else 'staff.update' end, 'staff', p_email, null, null,
    case when v_before.email is null then 'added as ' || p_role
      else v_before.role || case when v_before.active then '' else ' (inactive)' end || ' → ' || p_role || case when p_active then '' else ' (inactive)' end end);
end $$;

-- Pieces as the studio lists them: the row, its workflow, its latest revision, who saved it first.
create function public.studio_pieces(p_kind text, p_id uuid default null, p_translation_of uuid default null)
returns setof jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  v_table text := public.studio_table(p_kind);
begin
  if v_table is null then raise exception 'unknown kind'; end if;
  return query execute format(
    'select to_jsonb(t) || jsonb_build_object(''review_revision'', i.review_revision, ''published_revision'', i.published_revision,
        ''last_published_at'', i.last_published_at,
        ''latest_revision'', (select max(r.id) from public.studio_revisions r where r.kind = $1 and r.item_id = t.id),
        ''created_by'', (select r.author_email from public.studio_revisions r where r.kind = $1 and r.item_id = t.id order by r.id limit 1))
       from public.%I t left join public.studio_items i on i.kind = $1 and i.item_id = t.id
      where ($2::uuid is null or t.id = $2) and ($3::uuid is null or t.translation_of = $3)
      order by coalesce(t.published_date, t.created_at) desc, t.id
      limit 1000', v_table)
    using p_kind, p_id, p_translation_of;
end $$;

-- One save: the revision (only if nobody saved since p_based_on), the row when it is not public,
-- the workflow and the audit entry, in one transaction. Answers {id, revision}, {conflict} or {slugTaken}.
create function public.studio_save_piece(
  p_kind text, p_id uuid, p_locale text, p_fields jsonb, p_columns text[], p_actor text, p_role text,
  p_based_on bigint, p_action text, p_translation_of uuid, p_note text, p_review jsonb default null
) returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_table text := public.studio_table(p_kind);
  v_id uuid := coalesce(p_id, gen_random_uuid());
  v_latest bigint;
  v_revision bigint;
  v_published boolean;
  v_exists boolean;
  v_columns text;
  v_values text;
begin
  perform public.studio_check_columns(v_table, p_columns);
  perform pg_advisory_xact_lock(hashtext(p_kind || '/' || v_id::text));
  select max(id) into v_latest from public.studio_revisions where kind = p_kind and item_id = v_id;
  if v_latest is distinct from p_based_on and v_latest is not null then
    return jsonb_build_object('conflict', v_latest);
  end if;
  execute format('select true from public.%I where slug = $1 and locale = $2 and id <> $3', v_table) into v_exists using p_fields ->> 'slug', p_locale, v_id;
  if v_exists then return jsonb_build_object('slugTaken', true); end if;
  execute format('select is_published from public.%I where id = $1', v_table) into v_published using v_id;
  if p_id is not null and v_published is null then raise exception 'no % %', p_kind, p_id; end if;

  insert into public.studio_revisions (kind, item_id, locale, fields, author_email, based_on, note)
  values (p_kind, v_id, p_locale, p_fields, p_actor, p_based_on, p_note) returning id into v_revision;

  select string_agg(format('%I', c), ', '), string_agg(format('r.%I', c), ', ') into v_columns, v_values from unnest(p_columns) c;
  if v_published is null then
    execute format('insert into public.%I (id, locale, translation_of, is_published, %s) select $1, $2, $3, false, %s from jsonb_populate_record(null::public.%I, $4) r',
      v_table, v_columns, v_values, v_table) using v_id, p_locale, p_translation_of, p_fields;
  elsif not v_published then
    -- A piece nobody can read yet takes the save at once; a public one waits for an editor.
    execute format('update public.%I t set (%s) = (select %s from jsonb_populate_record(null::public.%I, $1) r) where t.id = $2', v_table, v_columns, v_values, v_table)
      using p_fields, v_id;
  end if;

  insert into public.studio_items (kind, item_id, review_revision) values (p_kind, v_id, case when p_action = 'submit' then v_revision end)
  on conflict (kind, item_id) do update set review_revision = excluded.review_revision;
  perform public.studio_audit_entry(p_actor, p_role, 'content.' || p_action, p_kind, v_id::text, p_based_on, v_revision, p_note);
  -- "Ready for review" leaves through the lead outbox (decision 0501): the payload as the site
  -- built it, with the piece's id and the time.
  if p_action = 'submit' and p_review is not null then
    perform public.record_lead_event('studio.review_requested', jsonb_build_object('piece_id', v_id) || p_review || jsonb_build_object('requested_at', now()));
  end if;
  return jsonb_build_object('id', v_id, 'revision', v_revision);
end $$;

-- Publishes the latest revision at p_at (now, or later: scheduled, decision 0213's rule).
create function public.studio_publish_piece(p_kind text, p_id uuid, p_at timestamptz, p_now timestamptz, p_columns text[], p_actor text, p_role text)
returns void language plpgsql security definer set search_path = '' as $$
declare
  v_table text := public.studio_table(p_kind);
  v_latest public.studio_revisions;
  v_columns text;
  v_values text;
  v_scheduled boolean := p_at > p_now;
begin
  perform public.studio_check_columns(v_table, p_columns);
  perform pg_advisory_xact_lock(hashtext(p_kind || '/' || p_id::text));
  select * into v_latest from public.studio_revisions where kind = p_kind and item_id = p_id order by id desc limit 1;
  if v_latest.id is not null then
    select string_agg(format('%I', c), ', '), string_agg(format('r.%I', c), ', ') into v_columns, v_values from unnest(p_columns) c;
    execute format('update public.%I t set (%s) = (select %s from jsonb_populate_record(null::public.%I, $1) r) where t.id = $2', v_table, v_columns, v_values, v_table)
      using v_latest.fields, p_id;
  end if;
  -- An edit of a public piece keeps its date; a first publish or a schedule sets it.
  execute format('update public.%I set is_published = true, published_date = case when $2 or not is_published or published_date is null or published_date > $3 then $3 else published_date end where id = $1', v_table)
    using p_id, v_scheduled, p_at;
  insert into public.studio_items (kind, item_id, published_revision, last_published_at) values (p_kind, p_id, v_latest.id, p_at)
  on conflict (kind, item_id) do update set published_revision = excluded.published_revision, review_revision = null, last_published_at = excluded.last_published_at;
  perform public.studio_audit_entry(p_actor, p_role, case when v_scheduled then 'content.schedule' else 'content.publish' end, p_kind, p_id::text, v_latest.id, null,
    case when v_scheduled then 'public at ' || to_char(p_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end);
end $$;

create function public.studio_unpublish_piece(p_kind text, p_id uuid, p_actor text, p_role text)
returns void language plpgsql security definer set search_path = '' as $$
begin
  execute format('update public.%I set is_published = false where id = $1', public.studio_table(p_kind)) using p_id;
  perform public.studio_audit_entry(p_actor, p_role, 'content.unpublish', p_kind, p_id::text, null, null, null);
end $$;

create function public.studio_delete_piece(p_kind text, p_id uuid, p_actor text, p_role text)
returns void language plpgsql security definer set search_path = '' as $$
declare
  v_what text;
begin
  execute format('delete from public.%I where id = $1 returning locale || ''/'' || slug', public.studio_table(p_kind)) into v_what using p_id;
  delete from public.studio_items where kind = p_kind and item_id = p_id;
  perform public.studio_audit_entry(p_actor, p_role, 'content.delete', p_kind, p_id::text, null, null, v_what);
end $$;

-- A category of blog articles, tutorials or help articles, added or changed (public at once).
-- False when the slug is taken in that language.
create function public.studio_save_category(p_kind text, p_id uuid, p_locale text, p_slug text, p_name text, p_display_order integer, p_actor text, p_role text)
returns boolean language plpgsql security definer set search_path = '' as $$
declare
  v_table text := case p_kind when 'blog' then 'blog_categories' when 'tutorials' then 'tutorial_categories' when 'help' then 'help_categories' end;
  v_id uuid := coalesce(p_id, gen_random_uuid());
  v_taken boolean;
begin
  if v_table is null then raise exception 'unknown kind'; end if;
  execute format('select true from public.%I where slug = $1 and locale = $2 and id <> $3', v_table) into v_taken using p_slug, p_locale, v_id;
  if v_taken then return false; end if;
  execute format('insert into public.%I (id, slug, locale, name, display_order) values ($1, $2, $3, $4, $5)
    on conflict (id) do update set slug = excluded.slug, name = excluded.name, display_order = excluded.display_order', v_table)
    using v_id, p_slug, p_locale, p_name, p_display_order;
  perform public.studio_audit_entry(p_actor, p_role, case when p_id is null then 'category.add' else 'category.update' end, p_kind, v_id::text, null, null,
    p_locale || '/' || p_slug || ': ' || p_name);
  return true;
end $$;

revoke execute on function public.studio_save_category(text, uuid, text, text, text, integer, text, text) from public, anon, authenticated;
grant execute on function public.studio_save_category(text, uuid, text, text, text, integer, text, text) to service_role;

revoke execute on function public.studio_table(text), public.studio_check_columns(text, text[]), public.studio_audit_entry(text, text, text, text, text, bigint, bigint, text),
  public.studio_save_staff(text, text, text, boolean, text, text), public.studio_pieces(text, uuid, uuid),
  public.studio_save_piece(text, uuid, text, jsonb, text[], text, text, bigint, text, uuid, text, jsonb),
  public.studio_publish_piece(text, uuid, timestamptz, timestamptz, text[], text, text),
  public.studio_unpublish_piece(text, uuid, text, text), public.studio_delete_piece(text, uuid, text, text), public.studio_refuse_change()
  from public, anon, authenticated;
grant execute on function public.studio_save_staff(text, text, text, boolean, text, text), public.studio_pieces(text, uuid, uuid),
  public.studio_save_piece(text, uuid, text, jsonb, text[], text, text, bigint, text, uuid, text, jsonb),
  public.studio_publish_piece(text, uuid, timestamptz, timestamptz, text[], text, text),
  public.studio_unpublish_piece(text, uuid, text, text), public.studio_delete_piece(text, uuid, text, text)
  to service_role;
