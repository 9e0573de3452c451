-- Content library (spec 2 §2.5–§2.7, §2.9–§2.15, §3): blog, tutorials, help center,
-- case studies, comparisons. Mirrored for D1 in migrations/0003_content.sql.
--
-- Languages. Every content row carries a locale ('en' or 'pt') and languages share slugs:
-- the Portuguese row of an article has the English row's slug (/blog/x and /pt/blog/x are
-- twins). Each read function takes p_locale and answers, per slug, the row in that
-- language or else the English one (docs/decisions/0202-content-languages.md). Categories
-- are referenced by id; answers show the category row of the same slug in p_locale.
--
-- Permissions (docs/decisions/0203-content-schema-and-permissions.md). RLS is on for every table.
-- anon and authenticated may SELECT, and the policies let them see published rows only
-- (categories have no drafts). They have no other table right. The read functions are
-- SECURITY INVOKER: they run with the caller's rights, so the same policies apply inside
-- them and a function can never reveal a draft to the publishable key. Operators edit
-- content with the secret key (service_role) or in the dashboard.

create table public.blog_categories (
  id uuid primary key default gen_random_uuid(),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  locale text not null default 'en' check (locale in ('en', 'pt')),
  name text not null check (char_length(name) between 1 and 120),
  description text,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  unique (slug, locale)
);

create table public.blog_articles (
  id uuid primary key default gen_random_uuid(),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  locale text not null default 'en' check (locale in ('en', 'pt')),
  category_id uuid references public.blog_categories (id) on delete set null,
  title text not null check (char_length(title) between 1 and 300),
  excerpt text not null default '',
  content text not null default '',
  author text,
  about_author text,
  author_bio text,
  image_url text,
  header_image_url text,
  image_caption text,
  tags text[] not null default '{}',
  is_published boolean not null default false,
  published_date timestamptz,
  created_at timestamptz not null default now(),
  unique (slug, locale)
);
create index blog_articles_listing on public.blog_articles (is_published, locale, published_date desc);
create index blog_articles_category on public.blog_articles (category_id);

create table public.tutorial_categories (
  id uuid primary key default gen_random_uuid(),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  locale text not null default 'en' check (locale in ('en', 'pt')),
  name text not null check (char_length(name) between 1 and 120),
  description text,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  unique (slug, locale)
);

create table public.tutorials (
  id uuid primary key default gen_random_uuid(),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  locale text not null default 'en' check (locale in ('en', 'pt')),
  category_id uuid references public.tutorial_categories (id) on delete set null,
  title text not null check (char_length(title) between 1 and 300),
  excerpt text not null default '',
  content text,
  author text,
  about_author text,
  image_url text,
  header_image_url text,
  is_published boolean not null default false,
  published_date timestamptz,
  created_at timestamptz not null default now(),
  unique (slug, locale)
);
create index tutorials_listing on public.tutorials (is_published, locale, published_date desc);
create index tutorials_category on public.tutorials (category_id);

create table public.help_categories (
  id uuid primary key default gen_random_uuid(),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  locale text not null default 'en' check (locale in ('en', 'pt')),
  name text not null check (char_length(name) between 1 and 120),
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  unique (slug, locale)
);

create table public.help_articles (
  id uuid primary key default gen_random_uuid(),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  locale text not null default 'en' check (locale in ('en', 'pt')),
  category_id uuid references public.help_categories (id) on delete set null,
  title text not null check (char_length(title) between 1 and 300),
  summary text not null default '',
  content text not null default '',
  is_popular boolean not null default false,
  is_published boolean not null default true,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  unique (slug, locale)
);
create index help_articles_category on public.help_articles (category_id);

create table public.case_studies (
  id uuid primary key default gen_random_uuid(),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  locale text not null default 'en' check (locale in ('en', 'pt')),
  title text not null check (char_length(title) between 1 and 300),
  client_name text not null default '',
  client_industry text,
  excerpt text not null default '',
  featured_image_url text,
  header_image_url text,
  content text not null default '',
  results_summary text,
  is_published boolean not null default true,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  unique (slug, locale)
);

create table public.comparisons (
  id uuid primary key default gen_random_uuid(),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  locale text not null default 'en' check (locale in ('en', 'pt')),
  title text not null check (char_length(title) between 1 and 300),
  meta_title text,
  meta_description text,
  header_description text not null default '',
  content text,
  competitor_name text not null,
  -- The seven rows of the table (spec 2 §3):
  -- { "loyalty_programs": { "product": "…", "competitor": "…" }, … }
  features jsonb not null default '{}'::jsonb check (jsonb_typeof(features) = 'object'),
  conclusion text,
  cta_text text,
  is_published boolean not null default false,
  created_at timestamptz not null default now(),
  unique (slug, locale)
);
create index comparisons_listing on public.comparisons (is_published, locale, created_at desc);

-- Row-level security: the publishable key reads published rows, and nothing else.
do $$
declare
  t text;
begin
  foreach t in array array['blog_categories', 'blog_articles', 'tutorial_categories', 'tutorials',
                           'help_categories', 'help_articles', 'case_studies', 'comparisons'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from anon, authenticated', t);
    execute format('grant select on table public.%I to anon, authenticated', t);
  end loop;
end;
$$;

create policy "categories are public" on public.blog_categories for select to anon, authenticated using (true);
create policy "categories are public" on public.tutorial_categories for select to anon, authenticated using (true);
create policy "categories are public" on public.help_categories for select to anon, authenticated using (true);
create policy "published rows are public" on public.blog_articles for select to anon, authenticated using (is_published);
create policy "published rows are public" on public.tutorials for select to anon, authenticated using (is_published);
create policy "published rows are public" on public.help_articles for select to anon, authenticated using (is_published);
create policy "published rows are public" on public.case_studies for select to anon, authenticated using (is_published);
create policy "published rows are public" on public.comparisons for select to anon, authenticated using (is_published);

-- ---------------------------------------------------------------------------------
-- Blog (spec 2 §7: get_blog_categories, get_blog_articles, get_blog_article_by_slug;
-- related articles as a function too, so the language rule lives in one place).
-- ---------------------------------------------------------------------------------

create function public.get_blog_categories(p_locale text default 'en')
returns table (id uuid, name text, slug text, description text)
language sql stable security invoker set search_path = ''
as $$
  select c.id, c.name, c.slug, c.description
  from public.blog_categories c
  where c.locale = p_locale
     or (c.locale = 'en' and not exists (
           select 1 from public.blog_categories o where o.slug = c.slug and o.locale = p_locale))
  order by c.display_order, c.name
$$;

-- The published articles a reader of p_locale sees, one per slug, with their category in
-- p_locale. The other blog functions select from this one.
create function public.localized_blog_articles(p_locale text)
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
  where a.is_published
    and (a.locale = p_locale
         or (a.locale = 'en' and not exists (
               select 1 from public.blog_articles o
               where o.slug = a.slug and o.locale = p_locale and o.is_published)))
$$;

create function public.get_blog_articles(category_slug text default null, p_locale text default 'en', p_tag text default null)
returns table (
  id uuid, slug text, locale text, title text, excerpt text, published_date timestamptz,
  image_url text, author text, about_author text, category jsonb
)
language sql stable security invoker set search_path = ''
as $$
  select a.id, a.slug, a.locale, a.title, a.excerpt, a.published_date, a.image_url, a.author,
         a.about_author, a.category
  from public.localized_blog_articles(p_locale) a
  where (get_blog_articles.category_slug is null or a.category_slug = get_blog_articles.category_slug)
    and (p_tag is null or exists (select 1 from unnest(a.tags) t where lower(t) = lower(p_tag)))
  order by a.published_date desc nulls last, a.created_at desc
$$;

create function public.get_blog_article_by_slug(article_slug text, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, excerpt text, content text, author text,
  about_author text, author_bio text, image_url text, header_image_url text, image_caption text,
  tags text[], published_date timestamptz, category jsonb
)
language sql stable security invoker set search_path = ''
as $$
  select a.id, a.slug, a.locale, a.title, a.excerpt, a.content, a.author, a.about_author, a.author_bio,
         a.image_url, a.header_image_url, a.image_caption, a.tags, a.published_date, a.category
  from public.localized_blog_articles(p_locale) a
  where a.slug = article_slug
  limit 1
$$;

create function public.get_related_blog_articles(article_slug text, category_slug text, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, excerpt text, published_date timestamptz,
  image_url text, author text, about_author text, category jsonb
)
language sql stable security invoker set search_path = ''
as $$
  select a.id, a.slug, a.locale, a.title, a.excerpt, a.published_date, a.image_url, a.author,
         a.about_author, a.category
  from public.localized_blog_articles(p_locale) a
  where a.category_slug = get_related_blog_articles.category_slug and a.slug <> article_slug
  order by a.published_date desc nulls last, a.created_at desc
  limit 2
$$;

-- ---------------------------------------------------------------------------------
-- Tutorials (spec 2 §7: get_tutorial_categories, get_tutorials, get_tutorial_by_slug,
-- get_related_tutorials).
-- ---------------------------------------------------------------------------------

create function public.get_tutorial_categories(p_locale text default 'en')
returns table (id uuid, name text, slug text, description text)
language sql stable security invoker set search_path = ''
as $$
  select c.id, c.name, c.slug, c.description
  from public.tutorial_categories c
  where c.locale = p_locale
     or (c.locale = 'en' and not exists (
           select 1 from public.tutorial_categories o where o.slug = c.slug and o.locale = p_locale))
  order by c.display_order, c.name
$$;

create function public.localized_tutorials(p_locale text)
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
  where t.is_published
    and (t.locale = p_locale
         or (t.locale = 'en' and not exists (
               select 1 from public.tutorials o
               where o.slug = t.slug and o.locale = p_locale and o.is_published)))
$$;

create function public.get_tutorials(category_slug text default null, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, excerpt text, published_date timestamptz,
  image_url text, author text, category jsonb
)
language sql stable security invoker set search_path = ''
as $$
  select t.id, t.slug, t.locale, t.title, t.excerpt, t.published_date, t.image_url, t.author, t.category
  from public.localized_tutorials(p_locale) t
  where get_tutorials.category_slug is null or t.category_slug = get_tutorials.category_slug
  order by t.published_date desc nulls last, t.created_at desc
$$;

create function public.get_tutorial_by_slug(tutorial_slug text, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, excerpt text, content text, author text,
  about_author text, image_url text, header_image_url text, published_date timestamptz, category jsonb
)
language sql stable security invoker set search_path = ''
as $$
  select t.id, t.slug, t.locale, t.title, t.excerpt, t.content, t.author, t.about_author, t.image_url,
         t.header_image_url, t.published_date, t.category
  from public.localized_tutorials(p_locale) t
  where t.slug = trim(tutorial_slug)
  limit 1
$$;

create function public.get_related_tutorials(current_tutorial_slug text, category_slug text, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, excerpt text, published_date timestamptz,
  image_url text, author text, category jsonb
)
language sql stable security invoker set search_path = ''
as $$
  select t.id, t.slug, t.locale, t.title, t.excerpt, t.published_date, t.image_url, t.author, t.category
  from public.localized_tutorials(p_locale) t
  where t.category_slug = get_related_tutorials.category_slug and t.slug <> current_tutorial_slug
  order by t.published_date desc nulls last, t.created_at desc
  limit 3
$$;

-- ---------------------------------------------------------------------------------
-- Help center (spec 2 §7: get_help_categories, get_help_articles_by_category,
-- get_popular_help_articles; a null category lists every article, for search; and
-- get_help_article_by_slug for the article dialog's own URL).
-- ---------------------------------------------------------------------------------

create function public.get_help_categories(p_locale text default 'en')
returns table (id uuid, name text, slug text, display_order integer)
language sql stable security invoker set search_path = ''
as $$
  select c.id, c.name, c.slug, c.display_order
  from public.help_categories c
  where c.locale = p_locale
     or (c.locale = 'en' and not exists (
           select 1 from public.help_categories o where o.slug = c.slug and o.locale = p_locale))
  order by c.display_order, c.name
$$;

create function public.localized_help_articles(p_locale text)
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
  where h.is_published
    and (h.locale = p_locale
         or (h.locale = 'en' and not exists (
               select 1 from public.help_articles o
               where o.slug = h.slug and o.locale = p_locale and o.is_published)))
$$;

create function public.get_help_articles_by_category(p_category_slug text default null, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, summary text, content text, is_popular boolean,
  created_at timestamptz, category jsonb
)
language sql stable security invoker set search_path = ''
as $$
  select h.id, h.slug, h.locale, h.title, h.summary, h.content, h.is_popular, h.created_at, h.category
  from public.localized_help_articles(p_locale) h
  where p_category_slug is null or h.category_slug = p_category_slug
  order by h.display_order, h.title
$$;

create function public.get_popular_help_articles(p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, summary text, content text, is_popular boolean,
  created_at timestamptz, category jsonb
)
language sql stable security invoker set search_path = ''
as $$
  select h.id, h.slug, h.locale, h.title, h.summary, h.content, h.is_popular, h.created_at, h.category
  from public.localized_help_articles(p_locale) h
  where h.is_popular
  order by h.display_order, h.title
$$;

create function public.get_help_article_by_slug(p_slug text, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, summary text, content text, is_popular boolean,
  created_at timestamptz, category jsonb
)
language sql stable security invoker set search_path = ''
as $$
  select h.id, h.slug, h.locale, h.title, h.summary, h.content, h.is_popular, h.created_at, h.category
  from public.localized_help_articles(p_locale) h
  where h.slug = p_slug
  limit 1
$$;

-- ---------------------------------------------------------------------------------
-- Case studies (spec 2 §7 calls them server functions; here they are RPCs like the
-- rest, see docs/decisions/0203-content-schema-and-permissions.md).
-- ---------------------------------------------------------------------------------

create function public.localized_case_studies(p_locale text)
returns setof public.case_studies
language sql stable security invoker set search_path = ''
as $$
  select s.* from public.case_studies s
  where s.is_published
    and (s.locale = p_locale
         or (s.locale = 'en' and not exists (
               select 1 from public.case_studies o
               where o.slug = s.slug and o.locale = p_locale and o.is_published)))
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
  featured_image_url text, header_image_url text, content text, results_summary text
)
language sql stable security invoker set search_path = ''
as $$
  select s.id, s.slug, s.locale, s.title, s.client_name, s.client_industry, s.excerpt, s.featured_image_url,
         s.header_image_url, s.content, s.results_summary
  from public.localized_case_studies(p_locale) s
  where s.slug = p_slug
  limit 1
$$;

-- Comparisons are read from the table itself (spec 2 §7), under the policy above.

do $$
declare
  f text;
begin
  foreach f in array array[
    'get_blog_categories(text)', 'localized_blog_articles(text)', 'get_blog_articles(text, text, text)',
    'get_blog_article_by_slug(text, text)', 'get_related_blog_articles(text, text, text)',
    'get_tutorial_categories(text)', 'localized_tutorials(text)', 'get_tutorials(text, text)',
    'get_tutorial_by_slug(text, text)', 'get_related_tutorials(text, text, text)',
    'get_help_categories(text)', 'localized_help_articles(text)', 'get_help_articles_by_category(text, text)',
    'get_popular_help_articles(text)', 'get_help_article_by_slug(text, text)',
    'localized_case_studies(text)', 'get_case_studies(text)', 'get_case_study_by_slug(text, text)'
  ] loop
    execute format('revoke execute on function public.%s from public', f);
    execute format('grant execute on function public.%s to anon, authenticated, service_role', f);
  end loop;
end;
$$;
