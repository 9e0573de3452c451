-- "Was this article helpful?" (issue 12, docs/decisions/0211-helpful-feedback.md). Mirrored
-- for D1 in migrations/0008_help_feedback.sql.
--
-- One answer per visitor per article; a second answer replaces the first. The visitor is a
-- keyed hash of their cookie id (app/server/visitor.server.ts): no address, no cookie value.
-- RLS is on and there is no policy: the API roles can neither read nor write the table.
-- Answers are written only by record_help_feedback, which only service_role may execute;
-- operators read them with the table editor or SQL.

create table public.help_feedback (
  article_slug text not null check (char_length(article_slug) between 1 and 200),
  visitor_key text not null check (char_length(visitor_key) between 1 and 128),
  locale text not null check (locale in ('en', 'pt')),
  helpful boolean not null,
  comment text check (comment is null or (not helpful and char_length(comment) between 1 and 500)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (article_slug, visitor_key)
);
create index help_feedback_updated on public.help_feedback (updated_at);

alter table public.help_feedback enable row level security;
revoke all on table public.help_feedback from anon, authenticated;

-- 'recorded', or 'not-found' when no published article has the slug (nothing is stored).
-- An empty comment is no comment.
create function public.record_help_feedback(
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
begin
  if p_visitor_key is null or p_helpful is null then
    raise exception 'a visitor key and an answer are required';
  end if;
  if not exists (select 1 from public.help_articles where slug = p_article_slug and is_published) then
    return 'not-found';
  end if;
  insert into public.help_feedback (article_slug, visitor_key, locale, helpful, comment)
  values (p_article_slug, p_visitor_key, p_locale, p_helpful, nullif(trim(coalesce(p_comment, '')), ''))
  on conflict (article_slug, visitor_key) do update
    set locale = excluded.locale,
        helpful = excluded.helpful,
        comment = excluded.comment,
        updated_at = now();
  return 'recorded';
end;
$$;

revoke execute on function public.record_help_feedback(text, text, boolean, text, text) from public, anon, authenticated;
grant execute on function public.record_help_feedback(text, text, boolean, text, text) to service_role;
