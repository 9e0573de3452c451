-- Translations that are what they say (issue 29 item 4, docs/decisions/0216-translations.md),
-- mirrored for D1 in migrations/0020_translations.sql.
--
-- The two language versions of a piece are linked by translation_of: the Portuguese row names
-- the English row it translates, and may have a slug of its own (/pt/blog/como-reduzir-comissoes
-- for /blog/cut-ota-commissions-90-day-plan). A Portuguese row inserted with an English row's
-- slug and no translation_of is linked to it by trigger, as translations were before (same
-- slug); so is one waiting when its English row arrives. Existing pairs are linked below.
--
-- The language rule becomes: a reader of p_locale sees, per piece, its public row in p_locale,
-- else its public English row (an untranslated piece), never a Portuguese-only piece in
-- English. Every read answers each row's twins: en_slug and pt_slug, the slugs of the piece's
-- public rows in each language (null where there is none), for hreflang, the sitemap, feeds
-- and the language switcher. Comparisons are read through functions now (get_comparisons,
-- get_comparison_by_slug): a table read can no longer tell which row is whose translation.

-- A translation inserted with its English row's slug is linked to it.
create function public.link_translation() returns trigger
language plpgsql set search_path = ''
as $$
begin
  execute format('select e.id from %I.%I e where e.slug = $1 and e.locale = ''en''', tg_table_schema, tg_table_name)
    into new.translation_of using new.slug;
  return new;
end;
$$;

-- An English row inserted after its translation (same slug, not linked yet) is linked to it.
-- The update runs only when there is one: an update statement, even of no row, would fire the
-- table's statement triggers (the content version, the help search's words) for every insert.
create function public.link_translations() returns trigger
language plpgsql set search_path = ''
as $$
declare
  v_waiting boolean;
begin
  execute format('select exists (select 1 from %I.%I where slug = $1 and locale <> ''en'' and translation_of is null)',
                 tg_table_schema, tg_table_name)
    into v_waiting using new.slug;
  if v_waiting then
    execute format('update %I.%I set translation_of = $1 where slug = $2 and locale <> ''en'' and translation_of is null',
                   tg_table_schema, tg_table_name)
      using new.id, new.slug;
  end if;
  return null;
end;
$$;
-- translation_of names an English row of the same table. A trigger, not a foreign key: the
-- key's ON DELETE action runs one UPDATE statement per deleted row, and each fires the table's
-- statement triggers (the content version, the help search's words): a bulk delete would do
-- that work once per row (issue 29 item 5). These run only where there is something to do.
create function public.check_translation_of() returns trigger
language plpgsql set search_path = ''
as $$
declare
  v_english boolean;
begin
  execute format('select exists (select 1 from %I.%I where id = $1 and locale = ''en'')', tg_table_schema, tg_table_name)
    into v_english using new.translation_of;
  if not v_english then
    raise exception 'translation_of must name an English row of %', tg_table_name using errcode = '23503';
  end if;
  return new;
end;
$$;

-- Deleting an English row leaves its translation standing alone (a Portuguese-only piece).
create function public.unlink_translations() returns trigger
language plpgsql set search_path = ''
as $$
declare
  v_linked boolean;
begin
  execute format('select exists (select 1 from %I.%I where translation_of = $1)', tg_table_schema, tg_table_name)
    into v_linked using old.id;
  if v_linked then
    execute format('update %I.%I set translation_of = null where translation_of = $1', tg_table_schema, tg_table_name) using old.id;
  end if;
  return null;
end;
$$;
revoke all on function public.link_translation(), public.link_translations(), public.check_translation_of(),
  public.unlink_translations() from public, anon, authenticated;

alter table public.blog_articles
  add column translation_of uuid,
  add constraint blog_articles_translation_of_unique unique (translation_of),
  add constraint blog_articles_translation_of_not_english check (translation_of is null or locale <> 'en');
grant select (translation_of) on table public.blog_articles to anon, authenticated;
update public.blog_articles x set translation_of = e.id
  from public.blog_articles e where x.locale <> 'en' and e.locale = 'en' and e.slug = x.slug and x.translation_of is null;
create trigger blog_articles_link_translation before insert on public.blog_articles
  for each row when (new.locale <> 'en' and new.translation_of is null) execute function public.link_translation();
create trigger blog_articles_link_translations after insert on public.blog_articles
  for each row when (new.locale = 'en') execute function public.link_translations();
create trigger blog_articles_translation_of_check before insert or update of translation_of, locale on public.blog_articles
  for each row when (new.translation_of is not null) execute function public.check_translation_of();
create trigger blog_articles_unlink_translations after delete on public.blog_articles
  for each row when (old.locale = 'en') execute function public.unlink_translations();

alter table public.tutorials
  add column translation_of uuid,
  add constraint tutorials_translation_of_unique unique (translation_of),
  add constraint tutorials_translation_of_not_english check (translation_of is null or locale <> 'en');
grant select (translation_of) on table public.tutorials to anon, authenticated;
update public.tutorials x set translation_of = e.id
  from public.tutorials e where x.locale <> 'en' and e.locale = 'en' and e.slug = x.slug and x.translation_of is null;
create trigger tutorials_link_translation before insert on public.tutorials
  for each row when (new.locale <> 'en' and new.translation_of is null) execute function public.link_translation();
create trigger tutorials_link_translations after insert on public.tutorials
  for each row when (new.locale = 'en') execute function public.link_translations();
create trigger tutorials_translation_of_check before insert or update of translation_of, locale on public.tutorials
  for each row when (new.translation_of is not null) execute function public.check_translation_of();
create trigger tutorials_unlink_translations after delete on public.tutorials
  for each row when (old.locale = 'en') execute function public.unlink_translations();

alter table public.help_articles
  add column translation_of uuid,
  add constraint help_articles_translation_of_unique unique (translation_of),
  add constraint help_articles_translation_of_not_english check (translation_of is null or locale <> 'en');
grant select (translation_of) on table public.help_articles to anon, authenticated;
update public.help_articles x set translation_of = e.id
  from public.help_articles e where x.locale <> 'en' and e.locale = 'en' and e.slug = x.slug and x.translation_of is null;
create trigger help_articles_link_translation before insert on public.help_articles
  for each row when (new.locale <> 'en' and new.translation_of is null) execute function public.link_translation();
create trigger help_articles_link_translations after insert on public.help_articles
  for each row when (new.locale = 'en') execute function public.link_translations();
create trigger help_articles_translation_of_check before insert or update of translation_of, locale on public.help_articles
  for each row when (new.translation_of is not null) execute function public.check_translation_of();
create trigger help_articles_unlink_translations after delete on public.help_articles
  for each row when (old.locale = 'en') execute function public.unlink_translations();

alter table public.case_studies
  add column translation_of uuid,
  add constraint case_studies_translation_of_unique unique (translation_of),
  add constraint case_studies_translation_of_not_english check (translation_of is null or locale <> 'en');
grant select (translation_of) on table public.case_studies to anon, authenticated;
update public.case_studies x set translation_of = e.id
  from public.case_studies e where x.locale <> 'en' and e.locale = 'en' and e.slug = x.slug and x.translation_of is null;
create trigger case_studies_link_translation before insert on public.case_studies
  for each row when (new.locale <> 'en' and new.translation_of is null) execute function public.link_translation();
create trigger case_studies_link_translations after insert on public.case_studies
  for each row when (new.locale = 'en') execute function public.link_translations();
create trigger case_studies_translation_of_check before insert or update of translation_of, locale on public.case_studies
  for each row when (new.translation_of is not null) execute function public.check_translation_of();
create trigger case_studies_unlink_translations after delete on public.case_studies
  for each row when (old.locale = 'en') execute function public.unlink_translations();

alter table public.comparisons
  add column translation_of uuid,
  add constraint comparisons_translation_of_unique unique (translation_of),
  add constraint comparisons_translation_of_not_english check (translation_of is null or locale <> 'en');
grant select (translation_of) on table public.comparisons to anon, authenticated;
update public.comparisons x set translation_of = e.id
  from public.comparisons e where x.locale <> 'en' and e.locale = 'en' and e.slug = x.slug and x.translation_of is null;
create trigger comparisons_link_translation before insert on public.comparisons
  for each row when (new.locale <> 'en' and new.translation_of is null) execute function public.link_translation();
create trigger comparisons_link_translations after insert on public.comparisons
  for each row when (new.locale = 'en') execute function public.link_translations();
create trigger comparisons_translation_of_check before insert or update of translation_of, locale on public.comparisons
  for each row when (new.translation_of is not null) execute function public.check_translation_of();
create trigger comparisons_unlink_translations after delete on public.comparisons
  for each row when (old.locale = 'en') execute function public.unlink_translations();

-- The read functions, with the rule above and each row's twins. Their answers gain two
-- columns, so they are dropped and made again.
drop function public.get_related_blog_articles_of(text, text);
drop function public.get_related_blog_articles(text, text, text);
drop function public.get_blog_article_by_slug(text, text);
drop function public.get_blog_articles(text, text, text);
drop function public.localized_blog_articles(text);
drop function public.get_related_tutorials_of(text, text);
drop function public.get_related_tutorials(text, text, text);
drop function public.get_tutorial_by_slug(text, text);
drop function public.get_tutorials(text, text);
drop function public.localized_tutorials(text);
drop function public.get_help_article_by_slug(text, text);
drop function public.get_popular_help_articles(text);
drop function public.get_help_articles_by_category(text, text);
drop function public.localized_help_articles(text);
drop function public.get_case_study_by_slug(text, text);
drop function public.get_case_studies(text);
drop function public.localized_case_studies(text);

create function public.localized_blog_articles(p_locale text)
returns table (
  id uuid, slug text, locale text, title text, excerpt text, content text, author text,
  about_author text, author_bio text, image_url text, header_image_url text, image_caption text,
  tags text[], published_date timestamptz, created_at timestamptz, category jsonb, category_slug text,
  en_slug text, pt_slug text
)
language sql stable security invoker set search_path = ''
as $$
  with cats as (
    select c.* from public.blog_categories c
    where c.locale = p_locale
       or (c.locale = 'en' and not exists (
             select 1 from public.blog_categories o where o.slug = c.slug and o.locale = p_locale))
  )
  select x.id, x.slug, x.locale, x.title, x.excerpt, x.content, x.author, x.about_author, x.author_bio,
         x.image_url, x.header_image_url, x.image_caption, x.tags, x.published_date, x.created_at,
         case when lc.id is null then null
              else jsonb_build_object('id', lc.id, 'name', lc.name, 'slug', lc.slug) end,
         lc.slug,
         case when x.locale = 'en' then x.slug
              else (select e.slug from public.blog_articles e where e.id = x.translation_of and (e.is_published and (e.published_date is null or e.published_date <= now()))) end,
         case when x.locale = 'pt' then x.slug
              else (select p.slug from public.blog_articles p where p.translation_of = x.id and p.locale = 'pt' and (p.is_published and (p.published_date is null or p.published_date <= now()))) end
  from public.blog_articles x
  left join public.blog_categories c0 on c0.id = x.category_id
  left join cats lc on lc.slug = c0.slug
  where (x.is_published and (x.published_date is null or x.published_date <= now()))
    and (x.locale = p_locale
         or (x.locale = 'en' and not exists (
               select 1 from public.blog_articles o where o.translation_of = x.id and o.locale = p_locale and (o.is_published and (o.published_date is null or o.published_date <= now())))))
$$;

create function public.get_blog_articles(category_slug text default null, p_locale text default 'en', p_tag text default null)
returns table (
  id uuid, slug text, locale text, title text, excerpt text, published_date timestamptz,
  image_url text, author text, about_author text, category jsonb, en_slug text, pt_slug text
)
language sql stable security invoker set search_path = ''
as $$
  select a.id, a.slug, a.locale, a.title, a.excerpt, a.published_date, a.image_url, a.author,
         a.about_author, a.category, a.en_slug, a.pt_slug
  from public.localized_blog_articles(p_locale) a
  where (get_blog_articles.category_slug is null or a.category_slug = get_blog_articles.category_slug)
    and (p_tag is null or exists (select 1 from unnest(a.tags) t where lower(t) = lower(p_tag)))
  order by a.published_date desc nulls last, a.created_at desc
$$;

create function public.get_blog_article_by_slug(article_slug text, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, excerpt text, content text, author text,
  about_author text, author_bio text, image_url text, header_image_url text, image_caption text,
  tags text[], published_date timestamptz, category jsonb, en_slug text, pt_slug text
)
language sql stable security invoker set search_path = ''
as $$
  select a.id, a.slug, a.locale, a.title, a.excerpt, a.content, a.author, a.about_author, a.author_bio,
         a.image_url, a.header_image_url, a.image_caption, a.tags, a.published_date, a.category, a.en_slug, a.pt_slug
  from public.localized_blog_articles(p_locale) a
  where a.slug = article_slug
  limit 1
$$;

create function public.get_related_blog_articles(article_slug text, category_slug text, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, excerpt text, published_date timestamptz,
  image_url text, author text, about_author text, category jsonb, en_slug text, pt_slug text
)
language sql stable security invoker set search_path = ''
as $$
  select a.id, a.slug, a.locale, a.title, a.excerpt, a.published_date, a.image_url, a.author,
         a.about_author, a.category, a.en_slug, a.pt_slug
  from public.localized_blog_articles(p_locale) a
  where a.category_slug = get_related_blog_articles.category_slug and a.slug <> article_slug
  order by a.published_date desc nulls last, a.created_at desc
  limit 2
$$;

create function public.get_related_blog_articles_of(article_slug text, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, excerpt text, published_date timestamptz,
  image_url text, author text, about_author text, category jsonb, en_slug text, pt_slug text
)
language sql stable security invoker set search_path = ''
as $$
  select r.*
  from public.get_related_blog_articles(
    article_slug,
    (select a.category_slug from public.localized_blog_articles(p_locale) a where a.slug = article_slug limit 1),
    p_locale
  ) r
$$;

create function public.localized_tutorials(p_locale text)
returns table (
  id uuid, slug text, locale text, title text, excerpt text, content text, author text,
  about_author text, image_url text, header_image_url text, published_date timestamptz,
  created_at timestamptz, category jsonb, category_slug text, en_slug text, pt_slug text
)
language sql stable security invoker set search_path = ''
as $$
  with cats as (
    select c.* from public.tutorial_categories c
    where c.locale = p_locale
       or (c.locale = 'en' and not exists (
             select 1 from public.tutorial_categories o where o.slug = c.slug and o.locale = p_locale))
  )
  select x.id, x.slug, x.locale, x.title, x.excerpt, x.content, x.author, x.about_author, x.image_url,
         x.header_image_url, x.published_date, x.created_at,
         case when lc.id is null then null
              else jsonb_build_object('id', lc.id, 'name', lc.name, 'slug', lc.slug) end,
         lc.slug,
         case when x.locale = 'en' then x.slug
              else (select e.slug from public.tutorials e where e.id = x.translation_of and (e.is_published and (e.published_date is null or e.published_date <= now()))) end,
         case when x.locale = 'pt' then x.slug
              else (select p.slug from public.tutorials p where p.translation_of = x.id and p.locale = 'pt' and (p.is_published and (p.published_date is null or p.published_date <= now()))) end
  from public.tutorials x
  left join public.tutorial_categories c0 on c0.id = x.category_id
  left join cats lc on lc.slug = c0.slug
  where (x.is_published and (x.published_date is null or x.published_date <= now()))
    and (x.locale = p_locale
         or (x.locale = 'en' and not exists (
               select 1 from public.tutorials o where o.translation_of = x.id and o.locale = p_locale and (o.is_published and (o.published_date is null or o.published_date <= now())))))
$$;

create function public.get_tutorials(category_slug text default null, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, excerpt text, published_date timestamptz,
  image_url text, author text, category jsonb, en_slug text, pt_slug text
)
language sql stable security invoker set search_path = ''
as $$
  select t.id, t.slug, t.locale, t.title, t.excerpt, t.published_date, t.image_url, t.author, t.category, t.en_slug, t.pt_slug
  from public.localized_tutorials(p_locale) t
  where get_tutorials.category_slug is null or t.category_slug = get_tutorials.category_slug
  order by t.published_date desc nulls last, t.created_at desc
$$;

create function public.get_tutorial_by_slug(tutorial_slug text, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, excerpt text, content text, author text,
  about_author text, image_url text, header_image_url text, published_date timestamptz, category jsonb,
  en_slug text, pt_slug text
)
language sql stable security invoker set search_path = ''
as $$
  select t.id, t.slug, t.locale, t.title, t.excerpt, t.content, t.author, t.about_author, t.image_url,
         t.header_image_url, t.published_date, t.category, t.en_slug, t.pt_slug
  from public.localized_tutorials(p_locale) t
  where t.slug = trim(tutorial_slug)
  limit 1
$$;

create function public.get_related_tutorials(current_tutorial_slug text, category_slug text, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, excerpt text, published_date timestamptz,
  image_url text, author text, category jsonb, en_slug text, pt_slug text
)
language sql stable security invoker set search_path = ''
as $$
  select t.id, t.slug, t.locale, t.title, t.excerpt, t.published_date, t.image_url, t.author, t.category, t.en_slug, t.pt_slug
  from public.localized_tutorials(p_locale) t
  where t.category_slug = get_related_tutorials.category_slug and t.slug <> current_tutorial_slug
  order by t.published_date desc nulls last, t.created_at desc
  limit 3
$$;

create function public.get_related_tutorials_of(current_tutorial_slug text, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, excerpt text, published_date timestamptz,
  image_url text, author text, category jsonb, en_slug text, pt_slug text
)
language sql stable security invoker set search_path = ''
as $$
  select r.*
  from public.get_related_tutorials(
    current_tutorial_slug,
    (select t.category_slug from public.localized_tutorials(p_locale) t where t.slug = current_tutorial_slug limit 1),
    p_locale
  ) r
$$;

create function public.localized_help_articles(p_locale text)
returns table (
  id uuid, slug text, locale text, title text, summary text, content text, is_popular boolean,
  display_order integer, created_at timestamptz, category jsonb, category_slug text, en_slug text, pt_slug text
)
language sql stable security invoker set search_path = ''
as $$
  with cats as (
    select c.* from public.help_categories c
    where c.locale = p_locale
       or (c.locale = 'en' and not exists (
             select 1 from public.help_categories o where o.slug = c.slug and o.locale = p_locale))
  )
  select x.id, x.slug, x.locale, x.title, x.summary, x.content, x.is_popular, x.display_order, x.created_at,
         case when lc.id is null then null
              else jsonb_build_object('id', lc.id, 'name', lc.name, 'slug', lc.slug) end,
         lc.slug,
         case when x.locale = 'en' then x.slug
              else (select e.slug from public.help_articles e where e.id = x.translation_of and (e.is_published and (e.published_date is null or e.published_date <= now()))) end,
         case when x.locale = 'pt' then x.slug
              else (select p.slug from public.help_articles p where p.translation_of = x.id and p.locale = 'pt' and (p.is_published and (p.published_date is null or p.published_date <= now()))) end
  from public.help_articles x
  left join public.help_categories c0 on c0.id = x.category_id
  left join cats lc on lc.slug = c0.slug
  where (x.is_published and (x.published_date is null or x.published_date <= now()))
    and (x.locale = p_locale
         or (x.locale = 'en' and not exists (
               select 1 from public.help_articles o where o.translation_of = x.id and o.locale = p_locale and (o.is_published and (o.published_date is null or o.published_date <= now())))))
$$;

create function public.get_help_articles_by_category(p_category_slug text default null, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, summary text, content text, is_popular boolean,
  created_at timestamptz, category jsonb, en_slug text, pt_slug text
)
language sql stable security invoker set search_path = ''
as $$
  select h.id, h.slug, h.locale, h.title, h.summary, h.content, h.is_popular, h.created_at, h.category, h.en_slug, h.pt_slug
  from public.localized_help_articles(p_locale) h
  where p_category_slug is null or h.category_slug = p_category_slug
  order by h.display_order, h.title
$$;

create function public.get_popular_help_articles(p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, summary text, content text, is_popular boolean,
  created_at timestamptz, category jsonb, en_slug text, pt_slug text
)
language sql stable security invoker set search_path = ''
as $$
  select h.id, h.slug, h.locale, h.title, h.summary, h.content, h.is_popular, h.created_at, h.category, h.en_slug, h.pt_slug
  from public.localized_help_articles(p_locale) h
  where h.is_popular
  order by h.display_order, h.title
$$;

create function public.get_help_article_by_slug(p_slug text, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, summary text, content text, is_popular boolean,
  created_at timestamptz, category jsonb, en_slug text, pt_slug text
)
language sql stable security invoker set search_path = ''
as $$
  select h.id, h.slug, h.locale, h.title, h.summary, h.content, h.is_popular, h.created_at, h.category, h.en_slug, h.pt_slug
  from public.localized_help_articles(p_locale) h
  where h.slug = p_slug
  limit 1
$$;

create function public.localized_case_studies(p_locale text)
returns table (
  id uuid, slug text, locale text, title text, client_name text, client_industry text, excerpt text,
  featured_image_url text, header_image_url text, content text, results_summary text,
  display_order integer, created_at timestamptz, published_date timestamptz, en_slug text, pt_slug text
)
language sql stable security invoker set search_path = ''
as $$
  select x.id, x.slug, x.locale, x.title, x.client_name, x.client_industry, x.excerpt, x.featured_image_url,
         x.header_image_url, x.content, x.results_summary, x.display_order, x.created_at, x.published_date,
         case when x.locale = 'en' then x.slug
              else (select e.slug from public.case_studies e where e.id = x.translation_of and (e.is_published and (e.published_date is null or e.published_date <= now()))) end,
         case when x.locale = 'pt' then x.slug
              else (select p.slug from public.case_studies p where p.translation_of = x.id and p.locale = 'pt' and (p.is_published and (p.published_date is null or p.published_date <= now()))) end
  from public.case_studies x
  where (x.is_published and (x.published_date is null or x.published_date <= now()))
    and (x.locale = p_locale
         or (x.locale = 'en' and not exists (
               select 1 from public.case_studies o where o.translation_of = x.id and o.locale = p_locale and (o.is_published and (o.published_date is null or o.published_date <= now())))))
$$;

create function public.get_case_studies(p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, client_name text, client_industry text,
  excerpt text, featured_image_url text, en_slug text, pt_slug text
)
language sql stable security invoker set search_path = ''
as $$
  select s.id, s.slug, s.locale, s.title, s.client_name, s.client_industry, s.excerpt, s.featured_image_url, s.en_slug, s.pt_slug
  from public.localized_case_studies(p_locale) s
  order by s.display_order, s.created_at desc
$$;

create function public.get_case_study_by_slug(p_slug text, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, client_name text, client_industry text, excerpt text,
  featured_image_url text, header_image_url text, content text, results_summary text, published_date timestamptz,
  en_slug text, pt_slug text
)
language sql stable security invoker set search_path = ''
as $$
  select s.id, s.slug, s.locale, s.title, s.client_name, s.client_industry, s.excerpt, s.featured_image_url,
         s.header_image_url, s.content, s.results_summary, s.published_date, s.en_slug, s.pt_slug
  from public.localized_case_studies(p_locale) s
  where s.slug = p_slug
  limit 1
$$;

-- Comparisons: spec 2 §7 read the table; with translations of their own slugs the language
-- rule needs the link, as for every other kind.
create function public.localized_comparisons(p_locale text)
returns table (
  id uuid, slug text, locale text, title text, meta_title text, meta_description text, header_description text,
  content text, competitor_name text, features jsonb, conclusion text, cta_text text, created_at timestamptz,
  en_slug text, pt_slug text
)
language sql stable security invoker set search_path = ''
as $$
  select x.id, x.slug, x.locale, x.title, x.meta_title, x.meta_description, x.header_description, x.content,
         x.competitor_name, x.features, x.conclusion, x.cta_text, x.created_at,
         case when x.locale = 'en' then x.slug
              else (select e.slug from public.comparisons e where e.id = x.translation_of and (e.is_published and (e.published_date is null or e.published_date <= now()))) end,
         case when x.locale = 'pt' then x.slug
              else (select p.slug from public.comparisons p where p.translation_of = x.id and p.locale = 'pt' and (p.is_published and (p.published_date is null or p.published_date <= now()))) end
  from public.comparisons x
  where (x.is_published and (x.published_date is null or x.published_date <= now()))
    and (x.locale = p_locale
         or (x.locale = 'en' and not exists (
               select 1 from public.comparisons o where o.translation_of = x.id and o.locale = p_locale and (o.is_published and (o.published_date is null or o.published_date <= now())))))
$$;

create function public.get_comparisons(p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, header_description text, competitor_name text,
  created_at timestamptz, en_slug text, pt_slug text
)
language sql stable security invoker set search_path = ''
as $$
  select c.id, c.slug, c.locale, c.title, c.header_description, c.competitor_name, c.created_at, c.en_slug, c.pt_slug
  from public.localized_comparisons(p_locale) c
  order by c.created_at desc
$$;

create function public.get_comparison_by_slug(p_slug text, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, meta_title text, meta_description text, header_description text,
  content text, competitor_name text, features jsonb, conclusion text, cta_text text, created_at timestamptz,
  en_slug text, pt_slug text
)
language sql stable security invoker set search_path = ''
as $$
  select c.* from public.localized_comparisons(p_locale) c where c.slug = p_slug limit 1
$$;

-- The ranked help search with the same rule (a translation is linked, not same-slugged).
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
            select 1 from public.help_articles o where o.translation_of = h.id and o.locale = p_locale and (o.is_published and (o.published_date is null or o.published_date <= now()))))
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

-- Where an address that is no public row's slug for this reader leads (decisions 0215, 0216):
-- a row of the kind with that slug in the other language (a translation's own slug, or the
-- English slug of a piece read in Portuguese), then the row that had it before a rename (the
-- reader's language first), each taken to the piece's row in the reader's language (English
-- where untranslated; none for a Portuguese-only piece read in English).
create or replace function public.get_content_redirect(p_kind text, p_slug text, p_locale text default 'en')
returns text
language sql stable security definer set search_path = ''
as $$
  with rows as (
    select 'blog' as kind, x.id, x.slug, x.locale, x.translation_of, (x.is_published and (x.published_date is null or x.published_date <= now())) as public from public.blog_articles x union all
    select 'tutorials' as kind, x.id, x.slug, x.locale, x.translation_of, (x.is_published and (x.published_date is null or x.published_date <= now())) as public from public.tutorials x union all
    select 'help' as kind, x.id, x.slug, x.locale, x.translation_of, (x.is_published and (x.published_date is null or x.published_date <= now())) as public from public.help_articles x union all
    select 'case-studies' as kind, x.id, x.slug, x.locale, x.translation_of, (x.is_published and (x.published_date is null or x.published_date <= now())) as public from public.case_studies x union all
    select 'comparisons' as kind, x.id, x.slug, x.locale, x.translation_of, (x.is_published and (x.published_date is null or x.published_date <= now())) as public from public.comparisons x
  ),
  candidates as (
    select r.*, 0 as rank, null::timestamptz as renamed_at from rows r
     where r.kind = p_kind and r.slug = p_slug and r.public
    union all
    select r.*, case when d.locale = p_locale then 1 else 2 end, d.created_at
      from public.content_slug_redirects d join rows r on r.kind = d.kind and r.id = d.target_id
     where d.kind = p_kind and d.old_slug = p_slug and r.public
  ),
  reached as (
    select c.rank, c.renamed_at,
           case when p_locale = 'en' then
                  case when c.locale = 'en' then c.slug
                       else (select e.slug from rows e where e.kind = c.kind and e.id = c.translation_of and e.public) end
                else coalesce(
                  case when c.locale = p_locale then c.slug end,
                  (select t.slug from rows t where t.kind = c.kind and t.translation_of = c.id and t.locale = p_locale and t.public),
                  case when c.locale = 'en' then c.slug end)
           end as slug
    from candidates c
  )
  select r.slug from reached r
  where r.slug is not null and r.slug <> p_slug
  order by r.rank, r.renamed_at desc nulls last
  limit 1
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'localized_blog_articles(text)', 'get_blog_articles(text, text, text)', 'get_blog_article_by_slug(text, text)',
    'get_related_blog_articles(text, text, text)', 'get_related_blog_articles_of(text, text)',
    'localized_tutorials(text)', 'get_tutorials(text, text)', 'get_tutorial_by_slug(text, text)',
    'get_related_tutorials(text, text, text)', 'get_related_tutorials_of(text, text)',
    'localized_help_articles(text)', 'get_help_articles_by_category(text, text)', 'get_popular_help_articles(text)',
    'get_help_article_by_slug(text, text)', 'localized_case_studies(text)', 'get_case_studies(text)',
    'get_case_study_by_slug(text, text)', 'localized_comparisons(text)', 'get_comparisons(text)',
    'get_comparison_by_slug(text, text)'
  ] loop
    execute format('revoke execute on function public.%s from public', f);
    execute format('grant execute on function public.%s to anon, authenticated, service_role', f);
  end loop;
end;
$$;
