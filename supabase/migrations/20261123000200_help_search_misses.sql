-- Help searches that found nothing (issue 12, docs/decisions/0210-help-search-results-and-misses.md).
-- Mirrored for D1 in migrations/0007_help_search_misses.sql. One row per folded query and
-- language with a count and when it was first and last seen; nothing about the visitor.
--
-- Permissions: RLS is on with no policies and table rights are revoked from anon and
-- authenticated, so the publishable key can neither read nor write a row. The site counts
-- through record_help_search_miss(), which only service_role (the secret key) may execute.
-- Operators read the table in the dashboard's Table Editor or SQL editor (README).

create table public.help_search_misses (
  query text not null check (char_length(query) between 1 and 100),
  locale text not null check (locale in ('en', 'pt')),
  searches integer not null default 1 check (searches >= 1),
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  primary key (query, locale)
);

alter table public.help_search_misses enable row level security;
revoke all on table public.help_search_misses from anon, authenticated;

-- Once the table holds 10,000 queries a new one is dropped and only known ones count up,
-- so a script sending random queries cannot grow it without bound.
create function public.record_help_search_miss(p_query text, p_locale text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select count(*) from public.help_search_misses) >= 10000 then
    update public.help_search_misses
       set searches = searches + 1, last_seen_at = now()
     where query = p_query and locale = p_locale;
    return;
  end if;

  insert into public.help_search_misses as m (query, locale, searches, first_seen_at, last_seen_at)
  values (p_query, p_locale, 1, now(), now())
  on conflict (query, locale) do update set
    searches = m.searches + 1,
    last_seen_at = excluded.last_seen_at;
end;
$$;

revoke execute on function public.record_help_search_miss(text, text) from public, anon, authenticated;
grant execute on function public.record_help_search_miss(text, text) to service_role;
