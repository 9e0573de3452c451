-- Publishing at a set time (issue 29 item 1, docs/decisions/0213-scheduled-publishing.md),
-- mirrored for D1 in migrations/0017_scheduled_publishing.sql.
--
-- A row of blog_articles, tutorials, help_articles, case_studies or comparisons is public when
-- it is published and its published_date is empty or not after now(). A published row dated in
-- the future is scheduled: nowhere public until that time (the policies below hide it from the
-- publishable key, and the read functions, which also serve the secret key, check it too), and
-- from then on everywhere, with no job: the content version the edge keys pages by carries the
-- latest publication time that has come (read_content_version below), so the first read after
-- the time changes every page's cache key. Times are timestamptz (UTC inside).
--
-- The help search's word list (help_search_words) counts the words of published rows,
-- scheduled ones included: it has no clock either, and a row falling due must not wait for a
-- job to be searchable. Its words match nothing before the time (the search filters rows).

alter table public.help_articles add column published_date timestamptz;
alter table public.comparisons add column published_date timestamptz;
-- Case studies already have their publication time: published_at (20261127000100_case_study_dates,
-- decision 0046), shown on the page and marked up as datePublished. One column says when a row
-- becomes public, under one name on the five tables: it is renamed, keeping its values, and
-- get_case_study_by_slug, which returned it, is replaced below.
alter table public.case_studies rename column published_at to published_date;

-- The latest publication that has come, per table, read backwards from now().
create index blog_articles_due on public.blog_articles (published_date) where is_published;
create index tutorials_due on public.tutorials (published_date) where is_published;
create index help_articles_due on public.help_articles (published_date) where is_published;
create index case_studies_due on public.case_studies (published_date) where is_published;
create index comparisons_due on public.comparisons (published_date) where is_published;

-- The publishable key sees published rows whose time has come.
drop policy "published rows are public" on public.blog_articles;
create policy "published rows are public" on public.blog_articles for select to anon, authenticated
  using (is_published and (published_date is null or published_date <= now()));
drop policy "published rows are public" on public.tutorials;
create policy "published rows are public" on public.tutorials for select to anon, authenticated
  using (is_published and (published_date is null or published_date <= now()));
drop policy "published rows are public" on public.help_articles;
create policy "published rows are public" on public.help_articles for select to anon, authenticated
  using (is_published and (published_date is null or published_date <= now()));
drop policy "published rows are public" on public.case_studies;
create policy "published rows are public" on public.case_studies for select to anon, authenticated
  using (is_published and (published_date is null or published_date <= now()));
drop policy "published rows are public" on public.comparisons;
create policy "published rows are public" on public.comparisons for select to anon, authenticated
  using (is_published and (published_date is null or published_date <= now()));

-- The read functions with the same rule (same signatures; `create or replace`).
create or replace function public.localized_blog_articles(p_locale text)
returns table (
  id uuid, slug text, locale text, title text, excerpt text, content text, author text,
  about_author text, author_bio text, image_url text, header_image_url text, image_caption text,
  tags text[], published_date timestamptz, created_at timestamptz, category jsonb, category_slug text
)
language sql stable security invoker set search_path = ''
as $$
  with cats as (
    select c.* from public.blog_categories c
    where c.locale = p_locale
       or (c.locale = 'en' and not exists (
             select 1 from public.blog_categories o where o.slug = c.slug and o.locale = p_locale))
  )
  select a.id, a.slug, a.locale, a.title, a.excerpt, a.content, a.author, a.about_author, a.author_bio,
         a.image_url, a.header_image_url, a.image_caption, a.tags, a.published_date, a.created_at,
         case when lc.id is null then null
              else jsonb_build_object('id', lc.id, 'name', lc.name, 'slug', lc.slug) end,
         lc.slug
  from public.blog_articles a
  left join public.blog_categories c0 on c0.id = a.category_id
  left join cats lc on lc.slug = c0.slug
  where (a.is_published and (a.published_date is null or a.published_date <= now()))
    and (a.locale = p_locale
         or (a.locale = 'en' and not exists (
               select 1 from public.blog_articles o
               where o.slug = a.slug and o.locale = p_locale and (o.is_published and (o.published_date is null or o.published_date <= now())))))
$$;

create or replace function public.localized_tutorials(p_locale text)
returns table (
  id uuid, slug text, locale text, title text, excerpt text, content text, author text,
  about_author text, image_url text, header_image_url text, published_date timestamptz,
  created_at timestamptz, category jsonb, category_slug text
)
language sql stable security invoker set search_path = ''
as $$
  with cats as (
    select c.* from public.tutorial_categories c
    where c.locale = p_locale
       or (c.locale = 'en' and not exists (
             select 1 from public.tutorial_categories o where o.slug = c.slug and o.locale = p_locale))
  )
  select t.id, t.slug, t.locale, t.title, t.excerpt, t.content, t.author, t.about_author, t.image_url,
         t.header_image_url, t.published_date, t.created_at,
         case when lc.id is null then null
              else jsonb_build_object('id', lc.id, 'name', lc.name, 'slug', lc.slug) end,
         lc.slug
  from public.tutorials t
  left join public.tutorial_categories c0 on c0.id = t.category_id
  left join cats lc on lc.slug = c0.slug
  where (t.is_published and (t.published_date is null or t.published_date <= now()))
    and (t.locale = p_locale
         or (t.locale = 'en' and not exists (
               select 1 from public.tutorials o
               where o.slug = t.slug and o.locale = p_locale and (o.is_published and (o.published_date is null or o.published_date <= now())))))
$$;

create or replace function public.localized_help_articles(p_locale text)
returns table (
  id uuid, slug text, locale text, title text, summary text, content text, is_popular boolean,
  display_order integer, created_at timestamptz, category jsonb, category_slug text
)
language sql stable security invoker set search_path = ''
as $$
  with cats as (
    select c.* from public.help_categories c
    where c.locale = p_locale
       or (c.locale = 'en' and not exists (
             select 1 from public.help_categories o where o.slug = c.slug and o.locale = p_locale))
  )
  select h.id, h.slug, h.locale, h.title, h.summary, h.content, h.is_popular, h.display_order, h.created_at,
         case when lc.id is null then null
              else jsonb_build_object('id', lc.id, 'name', lc.name, 'slug', lc.slug) end,
         lc.slug
  from public.help_articles h
  left join public.help_categories c0 on c0.id = h.category_id
  left join cats lc on lc.slug = c0.slug
  where (h.is_published and (h.published_date is null or h.published_date <= now()))
    and (h.locale = p_locale
         or (h.locale = 'en' and not exists (
               select 1 from public.help_articles o
               where o.slug = h.slug and o.locale = p_locale and (o.is_published and (o.published_date is null or o.published_date <= now())))))
$$;

create or replace function public.localized_case_studies(p_locale text)
returns setof public.case_studies
language sql stable security invoker set search_path = ''
as $$
  select s.* from public.case_studies s
  where (s.is_published and (s.published_date is null or s.published_date <= now()))
    and (s.locale = p_locale
         or (s.locale = 'en' and not exists (
               select 1 from public.case_studies o
               where o.slug = s.slug and o.locale = p_locale and (o.is_published and (o.published_date is null or o.published_date <= now())))))
$$;

drop function public.get_case_study_by_slug(text, text);
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
revoke execute on function public.get_case_study_by_slug(text, text) from public;
grant execute on function public.get_case_study_by_slug(text, text) to anon, authenticated, service_role;

-- The ranked help search of 20261124000300_help_search_parity.sql, with the same rule.
create or replace function public.search_help_articles(p_query text, p_locale text default 'en', p_limit integer default 20)
returns table (
  id uuid, slug text, locale text, title text, summary text, content text, is_popular boolean,
  created_at timestamptz, category jsonb, rank real, terms text[]
)
language sql stable security invoker rows 20 set search_path = '' set jit = off
as $$
  with word_queries as materialized (
    select l.locale, t.place, t.word, t.lexemes, t.prefix,
           nullif(concat_ws(' | ',
                    case when t.prefix is not null then format('%L', t.prefix) || ':*' end,
                    nullif(array_to_string(array(select format('%L', x) from unnest(t.lexemes) x), ' | '), '')),
                  '')::tsquery as query,
           cardinality(t.lexemes) + (t.prefix is not null)::integer as items,
           ln(1 + (select count(*) from public.help_articles h where h.locale = l.locale and (h.is_published and (h.published_date is null or h.published_date <= now())))::real
                  / greatest(coalesce(t.articles, 1), 1))::real as idf
    from (select distinct x.locale from unnest(array[p_locale, 'en']) x(locale)) l
    cross join lateral public.help_search_query_terms(p_query, l.locale) t
  ),
  -- A query most of whose words match nothing is nonsense, even when a stray word is a
  -- typo away from a real one ('lorem ipsum dolor': 'dolor' is one edit from 'door').
  queries as (
    select w.locale,
           string_agg('(' || w.query::text || ')', ' & ') filter (where w.query is not null)::tsquery as every_word,
           string_agg(w.query::text, ' | ') filter (where w.query is not null)::tsquery as any_word
    from word_queries w
    group by w.locale
    having 2 * count(*) filter (where w.query is not null) >= count(*)
  ),
  candidates as (
    select h.id, h.locale, h.display_order, h.title, h.search_vector @@ q.every_word as every_word
    from queries q
    join public.help_articles h on h.locale = q.locale and h.search_vector @@ q.any_word
    where (h.is_published and (h.published_date is null or h.published_date <= now()))
      and (h.locale = p_locale or not exists (
            select 1 from public.help_articles o where o.slug = h.slug and o.locale = p_locale and (o.is_published and (o.published_date is null or o.published_date <= now()))))
    order by h.search_vector @@ q.every_word desc, ts_rank('{0.1, 0.2, 0.4, 1.0}', h.search_vector, q.any_word) desc,
             h.display_order, h.title
    limit 10 * least(greatest(coalesce(p_limit, 20), 1), 50)
  ),
  best as (
    select c.id, c.every_word, c.display_order, c.title,
           (select sum(ts_rank('{0.1, 0.2, 0.4, 1.0}', h.search_vector, w.query) * w.items * w.idf)
              from word_queries w
             where w.locale = c.locale and w.query is not null and h.search_vector @@ w.query)::real as score
    from candidates c
    join public.help_articles h on h.id = c.id
    order by c.every_word desc, score desc, c.display_order, c.title
    limit least(greatest(coalesce(p_limit, 20), 1), 50)
  )
  select h.id, h.slug, h.locale, h.title, h.summary, h.content, h.is_popular, h.created_at,
         (select jsonb_build_object('id', lc.id, 'name', lc.name, 'slug', lc.slug)
          from public.help_categories c0
          join public.help_categories lc on lc.slug = c0.slug
          where c0.id = h.category_id
            and (lc.locale = p_locale or (lc.locale = 'en' and not exists (
                  select 1 from public.help_categories o where o.slug = lc.slug and o.locale = p_locale)))),
         b.score,
         -- The folded word beginnings the row holds: a typed prefix as typed; a lexeme as
         -- itself, or as the whole word where a word does not start with its lexeme.
         array(
           select distinct x.term
           from (
             select w.prefix as term
             from word_queries w
             where w.locale = h.locale and w.prefix is not null and h.search_vector @@ (format('%L', w.prefix) || ':*')::tsquery
             union all
             select case when starts_with(s.word, s.lexeme) then s.lexeme else s.word end
             from word_queries w
             cross join lateral unnest(w.lexemes) l(lexeme)
             join public.help_search_words s on s.locale = h.locale and s.lexeme = l.lexeme
             where w.locale = h.locale and h.search_vector @@ format('%L', l.lexeme)::tsquery
           ) x
         )
  from best b
  join public.help_articles h on h.id = b.id
  order by b.every_word desc, b.score desc, b.display_order, b.title
$$;

-- A helpful/not-helpful answer counts only on an article readers can see (20261124000400_lead_events.sql's function).
create or replace function public.record_help_feedback(
  p_article_slug text,
  p_locale text,
  p_helpful boolean,
  p_comment text,
  p_visitor_key text
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.help_feedback;
begin
  if p_visitor_key is null or p_helpful is null then
    raise exception 'a visitor key and an answer are required';
  end if;
  if not exists (select 1 from public.help_articles where slug = p_article_slug
                   and is_published and (published_date is null or published_date <= now())) then
    return 'not-found';
  end if;
  insert into public.help_feedback (article_slug, visitor_key, locale, helpful, comment)
  values (p_article_slug, p_visitor_key, p_locale, p_helpful, nullif(trim(coalesce(p_comment, '')), ''))
  on conflict (article_slug, visitor_key) do update
    set locale = excluded.locale,
        helpful = excluded.helpful,
        comment = excluded.comment,
        updated_at = now()
  returning * into v_row;
  -- The visitor's key stays out of the event: it identifies a browser, not a lead.
  perform public.record_lead_event('help_feedback.created', jsonb_build_object(
    'article_slug', v_row.article_slug, 'locale', v_row.locale, 'helpful', v_row.helpful,
    'comment', v_row.comment, 'created_at', v_row.updated_at));
  return 'recorded';
end;
$$;

-- The content version and the latest publication time that has come, in one GET
-- (/rest/v1/rpc/read_content_version). Caller's rights: with the publishable key the
-- policies already leave only rows whose time has come; the condition is restated for
-- other callers.
create function public.read_content_version()
returns table (version bigint, due timestamptz)
language sql stable security invoker set search_path = ''
as $$
  select v.version,
         (select max(x.due) from (
            select max(a.published_date) as due from public.blog_articles a where a.is_published and a.published_date <= now()
            union all
            select max(a.published_date) from public.tutorials a where a.is_published and a.published_date <= now()
            union all
            select max(a.published_date) from public.help_articles a where a.is_published and a.published_date <= now()
            union all
            select max(a.published_date) from public.case_studies a where a.is_published and a.published_date <= now()
            union all
            select max(a.published_date) from public.comparisons a where a.is_published and a.published_date <= now()
          ) x)
  from public.content_version v
  where v.id = 1
$$;

revoke execute on function public.read_content_version() from public;
grant execute on function public.read_content_version() to anon, authenticated, service_role;
