-- Private preview links (issue 29 item 2, docs/decisions/0214-preview-links.md), mirrored for
-- D1 in migrations/0018_preview_links.sql.
--
-- Every row of the five content tables has an unguessable preview_token (128 random bits from
-- gen_random_uuid(), as 32 hex digits) and, beside it, preview_path: the link's path, which the
-- dashboard's Table Editor shows in each row (put the site's address in front of it). Setting
-- preview_token to null revokes the link: a new token is made at once.
--
-- Neither column is readable by the publishable key: anon and authenticated keep SELECT on
-- every other column (column privileges; a column added later needs its own grant, as below).
-- A preview is read only through get_content_preview(token), security definer, executable by
-- the secret key alone (the site's server calls it with that key).

-- A revoked (null) token is replaced at once: every row keeps a link.
create function public.new_preview_token() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.preview_token := replace(gen_random_uuid()::text, '-', '');
  return new;
end;
$$;
revoke all on function public.new_preview_token() from public, anon, authenticated;

alter table public.blog_articles
  add column preview_token text not null default replace(gen_random_uuid()::text, '-', '') unique,
  add column preview_path text generated always as
    (case when locale = 'pt' then '/pt' else '' end || '/preview/' || preview_token) stored;
create trigger blog_articles_new_preview_token before insert or update of preview_token on public.blog_articles
  for each row when (new.preview_token is null) execute function public.new_preview_token();

alter table public.tutorials
  add column preview_token text not null default replace(gen_random_uuid()::text, '-', '') unique,
  add column preview_path text generated always as
    (case when locale = 'pt' then '/pt' else '' end || '/preview/' || preview_token) stored;
create trigger tutorials_new_preview_token before insert or update of preview_token on public.tutorials
  for each row when (new.preview_token is null) execute function public.new_preview_token();

alter table public.help_articles
  add column preview_token text not null default replace(gen_random_uuid()::text, '-', '') unique,
  add column preview_path text generated always as
    (case when locale = 'pt' then '/pt' else '' end || '/preview/' || preview_token) stored;
create trigger help_articles_new_preview_token before insert or update of preview_token on public.help_articles
  for each row when (new.preview_token is null) execute function public.new_preview_token();

alter table public.case_studies
  add column preview_token text not null default replace(gen_random_uuid()::text, '-', '') unique,
  add column preview_path text generated always as
    (case when locale = 'pt' then '/pt' else '' end || '/preview/' || preview_token) stored;
create trigger case_studies_new_preview_token before insert or update of preview_token on public.case_studies
  for each row when (new.preview_token is null) execute function public.new_preview_token();

alter table public.comparisons
  add column preview_token text not null default replace(gen_random_uuid()::text, '-', '') unique,
  add column preview_path text generated always as
    (case when locale = 'pt' then '/pt' else '' end || '/preview/' || preview_token) stored;
create trigger comparisons_new_preview_token before insert or update of preview_token on public.comparisons
  for each row when (new.preview_token is null) execute function public.new_preview_token();

-- The publishable key reads every column but the preview link's two.
do $$
declare
  t text;
  cols text;
begin
  foreach t in array array['blog_articles', 'tutorials', 'help_articles', 'case_studies', 'comparisons'] loop
    select string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position) into cols
      from information_schema.columns c
     where c.table_schema = 'public' and c.table_name = t and c.column_name not in ('preview_token', 'preview_path');
    execute format('revoke select on table public.%I from anon, authenticated', t);
    execute format('grant select (%s) on table public.%I to anon, authenticated', cols, t);
  end loop;
end;
$$;

-- localized_case_studies returned whole rows (setof case_studies), which the publishable key
-- can no longer select: the same rows, column by column (the case-study functions read them).
drop function public.get_case_studies(text);
drop function public.get_case_study_by_slug(text, text);
drop function public.localized_case_studies(text);

create function public.localized_case_studies(p_locale text)
returns table (
  id uuid, slug text, locale text, title text, client_name text, client_industry text, excerpt text,
  featured_image_url text, header_image_url text, content text, results_summary text,
  display_order integer, created_at timestamptz, published_date timestamptz
)
language sql stable security invoker set search_path = ''
as $$
  select s.id, s.slug, s.locale, s.title, s.client_name, s.client_industry, s.excerpt, s.featured_image_url,
         s.header_image_url, s.content, s.results_summary, s.display_order, s.created_at, s.published_date
  from public.case_studies s
  where (s.is_published and (s.published_date is null or s.published_date <= now()))
    and (s.locale = p_locale
         or (s.locale = 'en' and not exists (
               select 1 from public.case_studies o
               where o.slug = s.slug and o.locale = p_locale and (o.is_published and (o.published_date is null or o.published_date <= now())))))
$$;

create function public.get_case_studies(p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, client_name text, client_industry text,
  excerpt text, featured_image_url text
)
language sql stable security invoker set search_path = ''
as $$
  select s.id, s.slug, s.locale, s.title, s.client_name, s.client_industry, s.excerpt, s.featured_image_url
  from public.localized_case_studies(p_locale) s
  order by s.display_order, s.created_at desc
$$;

create function public.get_case_study_by_slug(p_slug text, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, client_name text, client_industry text, excerpt text,
  featured_image_url text, header_image_url text, content text, results_summary text, published_date timestamptz
)
language sql stable security invoker set search_path = ''
as $$
  select s.id, s.slug, s.locale, s.title, s.client_name, s.client_industry, s.excerpt, s.featured_image_url,
         s.header_image_url, s.content, s.results_summary, s.published_date
  from public.localized_case_studies(p_locale) s
  where s.slug = p_slug
  limit 1
$$;

-- A row by its preview token, whatever its state: its kind, whether it is public yet, and the
-- row as the pages read it (the category in the row's language for articles, tutorials and
-- help articles; never the token). Nothing for an unknown token.
create function public.get_content_preview(p_token text)
returns table (kind text, is_public boolean, data jsonb)
language sql stable security definer set search_path = ''
as $$
  with token as (select p_token as value where p_token ~ '^[0-9a-f]{32}$')
  select 'blog', a.is_published and (a.published_date is null or a.published_date <= now()),
         to_jsonb(a) - 'preview_token' - 'preview_path' || jsonb_build_object('category',
           (select jsonb_build_object('id', c.id, 'name', c.name, 'slug', c.slug)
              from public.blog_categories c0 join public.blog_categories c on c.slug = c0.slug
             where c0.id = a.category_id
               and (c.locale = a.locale or (c.locale = 'en' and not exists (
                     select 1 from public.blog_categories o where o.slug = c.slug and o.locale = a.locale)))))
  from public.blog_articles a join token on a.preview_token = token.value
  union all
  select 'tutorials', a.is_published and (a.published_date is null or a.published_date <= now()),
         to_jsonb(a) - 'preview_token' - 'preview_path' || jsonb_build_object('category',
           (select jsonb_build_object('id', c.id, 'name', c.name, 'slug', c.slug)
              from public.tutorial_categories c0 join public.tutorial_categories c on c.slug = c0.slug
             where c0.id = a.category_id
               and (c.locale = a.locale or (c.locale = 'en' and not exists (
                     select 1 from public.tutorial_categories o where o.slug = c.slug and o.locale = a.locale)))))
  from public.tutorials a join token on a.preview_token = token.value
  union all
  select 'help', a.is_published and (a.published_date is null or a.published_date <= now()),
         to_jsonb(a) - 'preview_token' - 'preview_path' - 'search_vector' || jsonb_build_object('category',
           (select jsonb_build_object('id', c.id, 'name', c.name, 'slug', c.slug)
              from public.help_categories c0 join public.help_categories c on c.slug = c0.slug
             where c0.id = a.category_id
               and (c.locale = a.locale or (c.locale = 'en' and not exists (
                     select 1 from public.help_categories o where o.slug = c.slug and o.locale = a.locale)))))
  from public.help_articles a join token on a.preview_token = token.value
  union all
  select 'case-studies', a.is_published and (a.published_date is null or a.published_date <= now()),
         to_jsonb(a) - 'preview_token' - 'preview_path'
  from public.case_studies a join token on a.preview_token = token.value
  union all
  select 'comparisons', a.is_published and (a.published_date is null or a.published_date <= now()),
         to_jsonb(a) - 'preview_token' - 'preview_path'
  from public.comparisons a join token on a.preview_token = token.value
  limit 1
$$;

revoke execute on function public.localized_case_studies(text), public.get_case_studies(text),
  public.get_case_study_by_slug(text, text) from public;
grant execute on function public.localized_case_studies(text), public.get_case_studies(text),
  public.get_case_study_by_slug(text, text) to anon, authenticated, service_role;
revoke execute on function public.get_content_preview(text) from public, anon, authenticated;
grant execute on function public.get_content_preview(text) to service_role;
