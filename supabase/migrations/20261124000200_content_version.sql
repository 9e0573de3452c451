-- The content version (issue 18 item 2, decision 0027). One row whose `version` goes up
-- once per statement that changes an editor's table (statement triggers: a bulk import is one
-- bump); the edge reads it at most every few seconds per isolate and makes it part of the page
-- cache key, so an edit reaches readers at every location within a minute, without a deploy or
-- a purge. Visitors' own writes (votes, comments, likes, subscribers, leads, applications, audit
-- requests, help feedback and misses) do not bump it, nor does the roadmap's vote count
-- (roadmap_items.upvotes). Mirrors migrations/0009_content_version.sql (D1).

create table public.content_version (
  id smallint primary key default 1 check (id = 1),
  version bigint not null,
  changed_at timestamptz not null default now()
);

insert into public.content_version (id, version) values (1, 1);

alter table public.content_version enable row level security;
revoke all on table public.content_version from anon, authenticated;
grant select on table public.content_version to anon, authenticated;
create policy "The content version is public" on public.content_version
  for select to anon, authenticated using (true);

create function public.bump_content_version() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.content_version set version = version + 1, changed_at = now() where id = 1;
  return null;
end;
$$;

revoke all on function public.bump_content_version() from public, anon, authenticated;

create trigger pricing_features_content_version after insert or update or delete or truncate on public.pricing_features
  for each statement execute function public.bump_content_version();
create trigger blog_categories_content_version after insert or update or delete or truncate on public.blog_categories
  for each statement execute function public.bump_content_version();
create trigger blog_articles_content_version after insert or update or delete or truncate on public.blog_articles
  for each statement execute function public.bump_content_version();
create trigger tutorial_categories_content_version after insert or update or delete or truncate on public.tutorial_categories
  for each statement execute function public.bump_content_version();
create trigger tutorials_content_version after insert or update or delete or truncate on public.tutorials
  for each statement execute function public.bump_content_version();
create trigger help_categories_content_version after insert or update or delete or truncate on public.help_categories
  for each statement execute function public.bump_content_version();
create trigger help_articles_content_version after insert or update or delete or truncate on public.help_articles
  for each statement execute function public.bump_content_version();
create trigger case_studies_content_version after insert or update or delete or truncate on public.case_studies
  for each statement execute function public.bump_content_version();
create trigger comparisons_content_version after insert or update or delete or truncate on public.comparisons
  for each statement execute function public.bump_content_version();
create trigger roadmap_items_content_version after insert or delete or update of title, description, category, status on public.roadmap_items
  for each statement execute function public.bump_content_version();
create trigger roadmap_items_content_version_truncate after truncate on public.roadmap_items
  for each statement execute function public.bump_content_version();
create trigger roadmap_item_translations_content_version after insert or update or delete or truncate on public.roadmap_item_translations
  for each statement execute function public.bump_content_version();
create trigger job_listings_content_version after insert or update or delete or truncate on public.job_listings
  for each statement execute function public.bump_content_version();
create trigger job_listing_translations_content_version after insert or update or delete or truncate on public.job_listing_translations
  for each statement execute function public.bump_content_version();
create trigger downloadable_resources_content_version after insert or update or delete or truncate on public.downloadable_resources
  for each statement execute function public.bump_content_version();
create trigger downloadable_resource_translations_content_version after insert or update or delete or truncate on public.downloadable_resource_translations
  for each statement execute function public.bump_content_version();
