-- Related articles and tutorials by the current one's slug alone (issue 18 item 4, decision
-- 0027): the category is found in the same call, so an article page reads the article and its
-- related ones in parallel, one round trip instead of two. Same answers as
-- get_related_blog_articles / get_related_tutorials given the article's category in the
-- reader's language; none when the article is unknown or has no category. The D1 adapter
-- does the same in one statement (app/backend/d1/content.server.ts).

create function public.get_related_blog_articles_of(article_slug text, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, excerpt text, published_date timestamptz,
  image_url text, author text, about_author text, category jsonb
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

create function public.get_related_tutorials_of(current_tutorial_slug text, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, excerpt text, published_date timestamptz,
  image_url text, author text, category jsonb
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

revoke execute on function public.get_related_blog_articles_of(text, text) from public;
revoke execute on function public.get_related_tutorials_of(text, text) from public;
grant execute on function public.get_related_blog_articles_of(text, text) to anon, authenticated, service_role;
grant execute on function public.get_related_tutorials_of(text, text) to anon, authenticated, service_role;
