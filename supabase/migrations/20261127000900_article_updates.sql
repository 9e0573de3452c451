-- The date an article was last edited (issue 29 item 6, docs/decisions/0218-reading-time-and-updates.md),
-- mirrored for D1 in migrations/0023_article_updates.sql. updated_at moves when an article's or
-- tutorial's title, excerpt or body changes (not its flags or dates); the by-slug reads answer it.

create function public.article_edited() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.title is distinct from old.title or new.excerpt is distinct from old.excerpt or new.content is distinct from old.content then
    new.updated_at := now();
  end if;
  return new;
end;
$$;
revoke all on function public.article_edited() from public, anon, authenticated;

alter table public.blog_articles add column updated_at timestamptz;
grant select (updated_at) on table public.blog_articles to anon, authenticated;
create trigger blog_articles_edited before update of title, excerpt, content on public.blog_articles
  for each row execute function public.article_edited();

alter table public.tutorials add column updated_at timestamptz;
grant select (updated_at) on table public.tutorials to anon, authenticated;
create trigger tutorials_edited before update of title, excerpt, content on public.tutorials
  for each row execute function public.article_edited();

-- The by-slug reads answer it too (their answers gain a column: dropped and made again).
drop function public.get_blog_article_by_slug(text, text);
drop function public.get_tutorial_by_slug(text, text);

create function public.get_blog_article_by_slug(article_slug text, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, excerpt text, content text, author text,
  about_author text, author_bio text, image_url text, header_image_url text, image_caption text,
  tags text[], published_date timestamptz, category jsonb, en_slug text, pt_slug text, updated_at timestamptz
)
language sql stable security invoker set search_path = ''
as $$
  select a.id, a.slug, a.locale, a.title, a.excerpt, a.content, a.author, a.about_author, a.author_bio,
         a.image_url, a.header_image_url, a.image_caption, a.tags, a.published_date, a.category, a.en_slug, a.pt_slug,
         b.updated_at
  from public.localized_blog_articles(p_locale) a
  join public.blog_articles b on b.id = a.id
  where a.slug = article_slug
  limit 1
$$;

create function public.get_tutorial_by_slug(tutorial_slug text, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, excerpt text, content text, author text,
  about_author text, image_url text, header_image_url text, published_date timestamptz, category jsonb,
  en_slug text, pt_slug text, updated_at timestamptz
)
language sql stable security invoker set search_path = ''
as $$
  select t.id, t.slug, t.locale, t.title, t.excerpt, t.content, t.author, t.about_author, t.image_url,
         t.header_image_url, t.published_date, t.category, t.en_slug, t.pt_slug, b.updated_at
  from public.localized_tutorials(p_locale) t
  join public.tutorials b on b.id = t.id
  where t.slug = trim(tutorial_slug)
  limit 1
$$;

revoke execute on function public.get_blog_article_by_slug(text, text), public.get_tutorial_by_slug(text, text) from public;
grant execute on function public.get_blog_article_by_slug(text, text), public.get_tutorial_by_slug(text, text)
  to anon, authenticated, service_role;
