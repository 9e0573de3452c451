-- No broken links after a rename (issue 29 item 3, docs/decisions/0215-slug-redirects.md),
-- mirrored for D1 in migrations/0019_slug_redirects.sql.
--
-- When a row's slug changes, a trigger keeps the old one here, pointing at the row (not at the
-- new slug): the old address answers 301 to wherever the row lives now, so a chain of renames
-- A -> B -> C sends A straight to C. A slug a row has now is never redirected (pages look a
-- slug up among the rows first: a piece that takes an old slug wins), and renaming a row back
-- to an old slug removes that redirect. Deleting a row deletes its redirects.
--
-- Nobody reads the table directly (RLS on, no policy, no grant): get_content_redirect answers
-- one old slug at a time, and only with a row that is public.

create table public.content_slug_redirects (
  kind text not null check (kind in ('blog', 'tutorials', 'help', 'case-studies', 'comparisons')),
  locale text not null check (locale in ('en', 'pt')),
  old_slug text not null,
  target_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (kind, old_slug, locale)
);
create index content_slug_redirects_target on public.content_slug_redirects (kind, target_id);
alter table public.content_slug_redirects enable row level security;
revoke all on table public.content_slug_redirects from anon, authenticated;

-- The trigger of the five tables; its argument is the kind.
create function public.keep_slug_redirects() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from public.content_slug_redirects where kind = tg_argv[0] and target_id = old.id;
  elsif new.slug is distinct from old.slug then
    insert into public.content_slug_redirects (kind, locale, old_slug, target_id)
    values (tg_argv[0], old.locale, old.slug, old.id)
    on conflict (kind, old_slug, locale) do update set target_id = excluded.target_id, created_at = now();
    delete from public.content_slug_redirects where kind = tg_argv[0] and locale = new.locale and old_slug = new.slug;
  end if;
  return null;
end;
$$;
revoke all on function public.keep_slug_redirects() from public, anon, authenticated;

create trigger blog_articles_slug_renamed after update of slug on public.blog_articles
  for each row execute function public.keep_slug_redirects('blog');
create trigger blog_articles_slug_redirects_delete after delete on public.blog_articles
  for each row execute function public.keep_slug_redirects('blog');

create trigger tutorials_slug_renamed after update of slug on public.tutorials
  for each row execute function public.keep_slug_redirects('tutorials');
create trigger tutorials_slug_redirects_delete after delete on public.tutorials
  for each row execute function public.keep_slug_redirects('tutorials');

create trigger help_articles_slug_renamed after update of slug on public.help_articles
  for each row execute function public.keep_slug_redirects('help');
create trigger help_articles_slug_redirects_delete after delete on public.help_articles
  for each row execute function public.keep_slug_redirects('help');

create trigger case_studies_slug_renamed after update of slug on public.case_studies
  for each row execute function public.keep_slug_redirects('case-studies');
create trigger case_studies_slug_redirects_delete after delete on public.case_studies
  for each row execute function public.keep_slug_redirects('case-studies');

create trigger comparisons_slug_renamed after update of slug on public.comparisons
  for each row execute function public.keep_slug_redirects('comparisons');
create trigger comparisons_slug_redirects_delete after delete on public.comparisons
  for each row execute function public.keep_slug_redirects('comparisons');

-- Where an old slug of a kind leads a reader of p_locale: the current slug of the public row it
-- was renamed from (a rename in the reader's language first), or null.
create function public.get_content_redirect(p_kind text, p_slug text, p_locale text default 'en')
returns text
language sql stable security definer set search_path = ''
as $$
  select t.slug
  from public.content_slug_redirects r
  join (
    select 'blog' as kind, x.id, x.slug, x.locale, x.is_published, x.published_date from public.blog_articles x union all
    select 'tutorials' as kind, x.id, x.slug, x.locale, x.is_published, x.published_date from public.tutorials x union all
    select 'help' as kind, x.id, x.slug, x.locale, x.is_published, x.published_date from public.help_articles x union all
    select 'case-studies' as kind, x.id, x.slug, x.locale, x.is_published, x.published_date from public.case_studies x union all
    select 'comparisons' as kind, x.id, x.slug, x.locale, x.is_published, x.published_date from public.comparisons x
  ) t on t.kind = r.kind and t.id = r.target_id
  where r.kind = p_kind and r.old_slug = p_slug
    and t.is_published and (t.published_date is null or t.published_date <= now())
    and t.slug <> p_slug
  order by (r.locale = p_locale) desc, r.created_at desc
  limit 1
$$;
revoke execute on function public.get_content_redirect(text, text, text) from public;
grant execute on function public.get_content_redirect(text, text, text) to anon, authenticated, service_role;
