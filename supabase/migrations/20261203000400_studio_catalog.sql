-- The studio's catalog (issue 43 item 6, docs/decisions/0506-studio-catalog.md): editors and
-- admins change integrations, the channel-fee table and the downloads. D1 writes the same
-- rows in app/backend/d1/studio-catalog.server.ts (no D1 migration: the tables are as they were).
--
-- Each write and its audit entry are one function, run as its owner (security definer,
-- search_path ''), executable by service_role only: the publishable key keeps reading published
-- rows through the tables' policies and can call none of these. The tables' triggers bump the
-- content version (decision 0027), so an edit reaches cached pages within a minute. The file of
-- a download is stored by the Worker first (the private bucket downloadable_resources); the
-- function then points the row at it, and says whether the old object may be removed.

-- Every integration with its Portuguese text (pt_* null when it has none), as the studio lists them.
create function public.studio_catalog_integrations(p_slug text default null)
returns setof jsonb language sql stable security definer set search_path = '' as $$
  select to_jsonb(i) || jsonb_build_object('pt_summary', t.summary, 'pt_syncs', t.syncs, 'pt_connect_steps', t.connect_steps)
    from public.integrations i
    left join public.integration_translations t on t.integration_slug = i.slug and t.locale = 'pt'
   where p_slug is null or i.slug = p_slug
   order by i.display_order, i.name
   limit 500
$$;

create function public.studio_save_integration(p_slug text, p_row jsonb, p_pt jsonb, p_detail text, p_actor text, p_role text)
returns boolean language plpgsql security definer set search_path = '' as $$
begin
  update public.integrations set
    name = p_row->>'name',
    kind = p_row->>'kind',
    status = p_row->>'status',
    roadmap_item_id = (p_row->>'roadmap_item_id')::bigint,
    display_order = (p_row->>'display_order')::integer,
    is_published = (p_row->>'is_published')::boolean,
    summary = p_row->>'summary',
    syncs = array(select jsonb_array_elements_text(p_row->'syncs')),
    connect_steps = array(select jsonb_array_elements_text(p_row->'connect_steps'))
   where slug = p_slug;
  if not found then return false; end if;
  if p_pt is null then
    delete from public.integration_translations where integration_slug = p_slug and locale = 'pt';
  else
    insert into public.integration_translations (integration_slug, locale, summary, syncs, connect_steps)
    values (p_slug, 'pt', p_pt->>'summary', array(select jsonb_array_elements_text(p_pt->'syncs')), array(select jsonb_array_elements_text(p_pt->'connect_steps')))
    on conflict (integration_slug, locale) do update set summary = excluded.summary, syncs = excluded.syncs, connect_steps = excluded.connect_steps;
  end if;
  perform public.studio_audit_entry(p_actor, p_role, 'integration.update', 'catalog', 'integration:' || p_slug, null, null, p_detail);
  return true;
end $$;

-- Adds a fee row (p_id null) or changes one. 'taken' when another row has the channel, market
-- and date (the history's unique index), 'missing' when p_id names no row.
create function public.studio_save_channel_fee(p_id bigint, p_row jsonb, p_detail text, p_actor text, p_role text)
returns text language plpgsql security definer set search_path = '' as $$
declare
  v_id bigint;
begin
  begin
    if p_id is null then
      insert into public.channel_fees (channel, market, fee_percent, effective_from, source_url, checked_on, note_en, note_pt)
      values (p_row->>'channel', p_row->>'market', (p_row->>'fee_percent')::numeric, (p_row->>'effective_from')::date, p_row->>'source_url',
              (p_row->>'checked_on')::date, p_row->>'note_en', p_row->>'note_pt')
      returning id into v_id;
    else
      update public.channel_fees set channel = p_row->>'channel', market = p_row->>'market', fee_percent = (p_row->>'fee_percent')::numeric,
        effective_from = (p_row->>'effective_from')::date, source_url = p_row->>'source_url', checked_on = (p_row->>'checked_on')::date,
        note_en = p_row->>'note_en', note_pt = p_row->>'note_pt'
       where id = p_id
      returning id into v_id;
      if v_id is null then return 'missing'; end if;
    end if;
  exception when unique_violation then
    return 'taken';
  end;
  perform public.studio_audit_entry(p_actor, p_role, case when p_id is null then 'fee.add' else 'fee.update' end, 'catalog', 'fee:' || v_id, null, null, p_detail);
  return 'saved';
end $$;

-- The table's last-checked date: every row was checked against its source on p_date.
create function public.studio_mark_channel_fees_checked(p_date date, p_actor text, p_role text)
returns void language plpgsql security definer set search_path = '' as $$
begin
  update public.channel_fees set checked_on = p_date where true;
  perform public.studio_audit_entry(p_actor, p_role, 'fee.checked', 'catalog', null, null, null, 'every row checked on ' || p_date::text);
end $$;

-- Every downloadable resource with its Portuguese title and description.
create function public.studio_catalog_downloads(p_id uuid default null)
returns setof jsonb language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('id', r.id, 'slug', r.slug, 'name', r.name, 'description', r.description, 'file_url', r.file_url,
           'is_published', r.is_published, 'pt_name', t.name, 'pt_description', t.description)
    from public.downloadable_resources r
    left join public.downloadable_resource_translations t on t.resource_id = r.id and t.locale = 'pt'
   where p_id is null or r.id = p_id
   order by r.display_order, r.created_at desc
   limit 500
$$;

-- A download's title and description in both languages; a null p_pt_name removes the Portuguese ones.
create function public.studio_save_download_text(p_id uuid, p_name text, p_description text, p_pt_name text, p_pt_description text, p_detail text, p_actor text, p_role text)
returns boolean language plpgsql security definer set search_path = '' as $$
declare
  v_slug text;
begin
  update public.downloadable_resources set name = p_name, description = p_description where id = p_id returning slug into v_slug;
  if v_slug is null then return false; end if;
  if p_pt_name is null then
    delete from public.downloadable_resource_translations where resource_id = p_id and locale = 'pt';
  else
    insert into public.downloadable_resource_translations (resource_id, locale, name, description) values (p_id, 'pt', p_pt_name, p_pt_description)
    on conflict (resource_id, locale) do update set name = excluded.name, description = excluded.description;
  end if;
  perform public.studio_audit_entry(p_actor, p_role, 'download.update', 'catalog', 'download:' || v_slug, null, null, p_detail);
  return true;
end $$;

-- Points a resource at its new, already stored file, if it still names p_expected (two
-- replacements at once leave one winner). Answers {replaced, removable}: whether the old object
-- is a stored file no resource names any more, which the Worker then removes.
create function public.studio_replace_download_file(p_id uuid, p_path text, p_expected text, p_detail text, p_actor text, p_role text)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_slug text;
begin
  if p_path !~ '^downloads/[A-Za-z0-9._-]+/[a-z0-9-]+\.[a-z]+$' then raise exception 'not a download path: %', p_path; end if;
  update public.downloadable_resources set file_url = p_path where id = p_id and file_url = p_expected returning slug into v_slug;
  if v_slug is null then return jsonb_build_object('replaced', false, 'removable', false); end if;
  perform public.studio_audit_entry(p_actor, p_role, 'download.file', 'catalog', 'download:' || v_slug, null, null, p_detail);
  return jsonb_build_object('replaced', true, 'removable',
    p_expected like 'downloads/%' and not exists (select 1 from public.downloadable_resources where file_url = p_expected));
end $$;

revoke execute on function public.studio_catalog_integrations(text), public.studio_save_integration(text, jsonb, jsonb, text, text, text),
  public.studio_save_channel_fee(bigint, jsonb, text, text, text), public.studio_mark_channel_fees_checked(date, text, text),
  public.studio_catalog_downloads(uuid), public.studio_save_download_text(uuid, text, text, text, text, text, text, text),
  public.studio_replace_download_file(uuid, text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.studio_catalog_integrations(text), public.studio_save_integration(text, jsonb, jsonb, text, text, text),
  public.studio_save_channel_fee(bigint, jsonb, text, text, text), public.studio_mark_channel_fees_checked(date, text, text),
  public.studio_catalog_downloads(uuid), public.studio_save_download_text(uuid, text, text, text, text, text, text, text),
  public.studio_replace_download_file(uuid, text, text, text, text, text)
  to service_role;
