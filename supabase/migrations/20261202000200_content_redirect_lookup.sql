-- The old-slug lookup through each kind's own indexes (issue 44 item 7; docs/decisions/0065-supabase-redirects-events-and-anon-reads.md).
--
-- get_content_redirect (20261127000700_translations.sql) read a union of all five content
-- tables, which it used several times, so Postgres made the whole union first: every content
-- row on each call, and the site calls it on every content 404 (1.0 ms with 66 rows, 14-21 ms
-- with 10,067). The same answer, now from the one table `p_kind` names: the slug through its
-- unique (slug, locale) index, the old slug through content_slug_redirects' primary key
-- (kind, old_slug, locale), a translation through the unique index on translation_of, a row
-- by its primary key. An unknown kind answers null without reading anything.
--
-- Why it still runs as its owner (security definer), which Supabase's linter reports for any
-- function anon may execute: content_slug_redirects is nobody's to read (RLS on, no policy, no
-- grant). Its rows are every old slug a piece ever had, a draft's working titles among them;
-- with the caller's rights anon would need the whole table to follow one. As its owner the
-- function reads only the rows of the slug asked for, and answers one slug of a row that is
-- public (published, its date come), or null: nothing anon could not reach by following the
-- site's own 301. It changes nothing (stable), its search_path is empty and every name in it
-- is schema-qualified, and the table name it formats in comes from the fixed list below,
-- never from the caller. tests/postgres/content-redirect-lookup.test.ts checks all of that.

create or replace function public.get_content_redirect(p_kind text, p_slug text, p_locale text default 'en')
returns text
language plpgsql stable security definer set search_path = ''
as $$
declare
  content_table text := case p_kind
    when 'blog' then 'blog_articles'
    when 'tutorials' then 'tutorials'
    when 'help' then 'help_articles'
    when 'case-studies' then 'case_studies'
    when 'comparisons' then 'comparisons'
  end;
  answer text;
begin
  if content_table is null or p_slug is null then
    return null;
  end if;
  execute format($query$
    with candidates as (
      select x.id, x.slug, x.locale, x.translation_of, 0 as rank, null::timestamptz as renamed_at
        from public.%1$I x
       where x.slug = $1 and x.is_published and (x.published_date is null or x.published_date <= now())
      union all
      select x.id, x.slug, x.locale, x.translation_of, case when d.locale = $2 then 1 else 2 end, d.created_at
        from public.content_slug_redirects d
        join public.%1$I x on x.id = d.target_id
       where d.kind = $3 and d.old_slug = $1
         and x.is_published and (x.published_date is null or x.published_date <= now())
    ),
    reached as (
      select c.rank, c.renamed_at,
             case when $2 = 'en' then
                    case when c.locale = 'en' then c.slug
                         else (select e.slug from public.%1$I e
                                where e.id = c.translation_of
                                  and e.is_published and (e.published_date is null or e.published_date <= now())) end
                  else coalesce(
                    case when c.locale = $2 then c.slug end,
                    (select t.slug from public.%1$I t
                      where t.translation_of = c.id and t.locale = $2
                        and t.is_published and (t.published_date is null or t.published_date <= now())),
                    case when c.locale = 'en' then c.slug end)
             end as slug
      from candidates c
    )
    select r.slug from reached r
     where r.slug is not null and r.slug <> $1
     order by r.rank, r.renamed_at desc nulls last
     limit 1
  $query$, content_table)
  into answer
  using p_slug, p_locale, p_kind;
  return answer;
end;
$$;

comment on function public.get_content_redirect(text, text, text) is
  'Where an old content slug leads now, for the publishable key. Security definer on purpose: content_slug_redirects is private (every old slug, drafts'' among them) and this answers one public row''s slug per call; see supabase/migrations/20261202000200_content_redirect_lookup.sql.';

revoke execute on function public.get_content_redirect(text, text, text) from public;
grant execute on function public.get_content_redirect(text, text, text) to anon, authenticated, service_role;
