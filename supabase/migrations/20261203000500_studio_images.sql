-- The studio's image library (issue 43 item 7, decision 0507), mirroring
-- migrations/0035_studio_images.sql. The table is invisible to the publishable key (RLS on, no
-- policy, privileges revoked); public pages read an image's size and alt texts through
-- get_library_images, which answers those columns only. Writes go through the functions below
-- (security definer, executable by service_role only), each with its audit entry in the same
-- transaction. The bytes live in the public `library-images` bucket under the same key.

create table public.studio_images (
  key text primary key check (key ~ '^[0-9a-f]{64}\.(jpg|png|webp|avif)$'),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp', 'image/avif')),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  byte_size integer not null check (byte_size > 0 and byte_size <= 5242880),
  file_name text not null check (char_length(file_name) <= 255),
  alt_en text not null check (char_length(btrim(alt_en)) between 1 and 300),
  alt_pt text not null check (char_length(btrim(alt_pt)) between 1 and 300),
  uploaded_by text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index studio_images_newest on public.studio_images (created_at desc, key desc);

alter table public.studio_images enable row level security;
revoke all on table public.studio_images from anon, authenticated;
grant select on table public.studio_images to service_role;
revoke insert, update, delete, truncate on table public.studio_images from service_role;

-- Public pages show the size and the alt texts: an edit moves the content version (decision 0027).
create trigger studio_images_content_version after update or delete or truncate on public.studio_images
  for each statement execute function public.bump_content_version();

-- What a public page needs of the images it shows, and nothing else (not who uploaded them).
create function public.get_library_images(p_keys text[])
returns table (key text, width integer, height integer, alt_en text, alt_pt text)
language sql stable security definer set search_path = '' as $$
  select i.key, i.width, i.height, i.alt_en, i.alt_pt from public.studio_images i where i.key = any (p_keys[1:100])
$$;

create function public.studio_add_image(
  p_key text, p_content_type text, p_width integer, p_height integer, p_byte_size integer, p_file_name text,
  p_alt_en text, p_alt_pt text, p_actor text, p_role text
) returns text language plpgsql security definer set search_path = '' as $$
begin
  insert into public.studio_images (key, content_type, width, height, byte_size, file_name, alt_en, alt_pt, uploaded_by)
  values (p_key, p_content_type, p_width, p_height, p_byte_size, p_file_name, p_alt_en, p_alt_pt, p_actor)
  on conflict (key) do nothing;
  if not found then return 'exists'; end if;
  perform public.studio_audit_entry(p_actor, p_role, 'images.upload', 'images', p_key, null, null, p_file_name || ' (' || p_width || '×' || p_height || ')');
  return 'added';
end $$;

create function public.studio_update_image_alt(p_key text, p_alt_en text, p_alt_pt text, p_actor text, p_role text)
returns boolean language plpgsql security definer set search_path = '' as $$
begin
  update public.studio_images set alt_en = p_alt_en, alt_pt = p_alt_pt, updated_at = now()
   where key = p_key and (alt_en <> p_alt_en or alt_pt <> p_alt_pt);
  if not found then return false; end if;
  perform public.studio_audit_entry(p_actor, p_role, 'images.alt', 'images', p_key, null, null, 'alt text: ' || p_alt_en || ' | ' || p_alt_pt);
  return true;
end $$;

-- Every content row whose cover is the image or whose body names its address.
create function public.studio_image_uses(p_key text)
returns table (kind text, id uuid, locale text, slug text, title text, is_public boolean, place text)
language sql stable security definer set search_path = '' as $$
  with address as (select '/images/' || p_key as url),
  rows as (
    select 'blog' as kind, x.id, x.locale, x.slug, x.title, x.is_published and (x.published_date is null or x.published_date <= now()) as is_public,
           case when x.image_url = a.url or x.header_image_url = a.url then 'cover' else 'body' end as place
      from public.blog_articles x, address a where x.image_url = a.url or x.header_image_url = a.url or strpos(coalesce(x.content, ''), a.url) > 0
    union all
    select 'tutorials', x.id, x.locale, x.slug, x.title, x.is_published and (x.published_date is null or x.published_date <= now()),
           case when x.image_url = a.url or x.header_image_url = a.url then 'cover' else 'body' end
      from public.tutorials x, address a where x.image_url = a.url or x.header_image_url = a.url or strpos(coalesce(x.content, ''), a.url) > 0
    union all
    select 'case-studies', x.id, x.locale, x.slug, x.title, x.is_published and (x.published_date is null or x.published_date <= now()),
           case when x.featured_image_url = a.url or x.header_image_url = a.url then 'cover' else 'body' end
      from public.case_studies x, address a where x.featured_image_url = a.url or x.header_image_url = a.url or strpos(coalesce(x.content, ''), a.url) > 0
    union all
    select 'help', x.id, x.locale, x.slug, x.title, x.is_published and (x.published_date is null or x.published_date <= now()), 'body'
      from public.help_articles x, address a where strpos(coalesce(x.content, ''), a.url) > 0
    union all
    select 'comparisons', x.id, x.locale, x.slug, x.title, x.is_published and (x.published_date is null or x.published_date <= now()), 'body'
      from public.comparisons x, address a where strpos(coalesce(x.content, ''), a.url) > 0
  )
  select * from rows order by is_public desc, kind, title
$$;

-- The row and its audit entry, refused while a public row shows the image. The uses are read
-- under a share lock on the image row, in the same transaction as the delete.
create function public.studio_delete_image(p_key text, p_actor text, p_role text)
returns text language plpgsql security definer set search_path = '' as $$
declare
  v_name text;
begin
  select file_name into v_name from public.studio_images where key = p_key for update;
  if not found then return 'missing'; end if;
  if exists (select 1 from public.studio_image_uses(p_key) u where u.is_public) then return 'in-use'; end if;
  delete from public.studio_images where key = p_key;
  perform public.studio_audit_entry(p_actor, p_role, 'images.delete', 'images', p_key, null, null, v_name);
  return 'deleted';
end $$;

revoke all on function public.get_library_images(text[]) from public;
grant execute on function public.get_library_images(text[]) to anon, authenticated, service_role;
revoke all on function public.studio_add_image(text, text, integer, integer, integer, text, text, text, text, text) from public, anon, authenticated;
revoke all on function public.studio_update_image_alt(text, text, text, text, text) from public, anon, authenticated;
revoke all on function public.studio_image_uses(text) from public, anon, authenticated;
revoke all on function public.studio_delete_image(text, text, text) from public, anon, authenticated;
grant execute on function public.studio_add_image(text, text, integer, integer, integer, text, text, text, text, text) to service_role;
grant execute on function public.studio_update_image_alt(text, text, text, text, text) to service_role;
grant execute on function public.studio_image_uses(text) to service_role;
grant execute on function public.studio_delete_image(text, text, text) to service_role;

-- Storage: a public bucket (the images are on public pages), 5 MB, the four types. Only the
-- server writes to it (the secret key); guarded as the engagement migration's buckets are.
do $storage$
begin
  if to_regclass('storage.buckets') is null then
    raise notice 'storage schema not present: the library bucket skipped';
    return;
  end if;
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('library-images', 'library-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
  on conflict (id) do update set public = true, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;
end;
$storage$;
