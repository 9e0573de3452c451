-- What a fresh Supabase project already has before any migration runs, reduced to what
-- the migrations' permissions depend on. Applied by tests/postgres/pglite.ts.
--
-- The roles PostgREST switches to: `anon` (publishable key, no session), `authenticated`
-- (a signed-in user) and `service_role` (the secret key; BYPASSRLS like on Supabase).
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;

grant usage on schema public to anon, authenticated, service_role;

-- The schema Supabase installs extensions into (`create extension … with schema
-- extensions`), usable by the API roles as on a Supabase project.
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;

-- Supabase's default privileges: every table, sequence and function created in public is
-- open to all three roles unless a migration revokes it. With these in place, a missing
-- REVOKE in a migration shows up as a failing test.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
