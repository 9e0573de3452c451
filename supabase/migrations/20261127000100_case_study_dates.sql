-- A case study's publication date (issue 30 item 2; docs/decisions/0046-structured-data-that-is-true.md):
-- shown on its page and given to search engines as the Article's datePublished; NULL: no date
-- is shown or marked up. Rows already published take the date they were written (created_at),
-- the closest fact there is; the demo seed sets its own.
alter table public.case_studies add column published_at timestamptz;
update public.case_studies set published_at = created_at where published_at is null and is_published;

-- The return type grows, so the function is replaced (same name, same arguments, same grants).
drop function public.get_case_study_by_slug(text, text);
create function public.get_case_study_by_slug(p_slug text, p_locale text default 'en')
returns table (
  id uuid, slug text, locale text, title text, client_name text, client_industry text, excerpt text,
  featured_image_url text, header_image_url text, content text, results_summary text, published_at timestamptz
)
language sql stable security invoker set search_path = ''
as $$
  select s.id, s.slug, s.locale, s.title, s.client_name, s.client_industry, s.excerpt, s.featured_image_url,
         s.header_image_url, s.content, s.results_summary, s.published_at
  from public.localized_case_studies(p_locale) s
  where s.slug = p_slug
  limit 1
$$;

revoke execute on function public.get_case_study_by_slug(text, text) from public;
grant execute on function public.get_case_study_by_slug(text, text) to anon, authenticated, service_role;
